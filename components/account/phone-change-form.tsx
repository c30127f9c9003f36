"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import type { ApiError } from "@/components/ui/api-client";
import { FormField } from "@/components/ui/fields";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { OtpCodeField, ResendButton, useCountdown, useOtpErrorMessage } from "@/components/auth/otp";
import { VerifiedBadge } from "./verified-badge";
import type { Profile } from "./use-me";

// Adding or changing the phone: POST /me/phone {new_phone, current_password}
// sends a code to the NEW number; POST /me/phone/confirm {new_phone, code}
// switches it (verified). The previous number or the email gets a revert link.

export function PhoneChangeForm({ me }: { me: Profile }) {
  const t = useTranslations("account.phone");
  const tAuth = useTranslations("auth");
  const send = useApiMutation("post", "/me/phone");
  const confirm = useApiMutation("post", "/me/phone/confirm", { invalidates: ["me"] });
  const busy = send.isPending || confirm.isPending;
  const otpMessage = useOtpErrorMessage();
  const countdown = useCountdown();
  // The pending change: the new number and the password it was started with (for a resend).
  const [pending, setPending] = useState<{ phone: string; password: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  function start(phone: string, password: string) {
    setError(null);
    setDone(null);
    send.mutate(
      { body: { new_phone: phone, ...(password ? { current_password: password } : {}) } },
      {
        onSuccess: (res) => {
          setPending({ phone, password });
          countdown.start(res.data.resend_after_seconds);
        },
        onError: (e) => setError(errorOf(e)),
      },
    );
  }

  function onStart(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    start(String(form.get("new_phone") ?? "").trim(), String(form.get("current_password") ?? ""));
  }

  function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending) return;
    setError(null);
    confirm.mutate(
      { body: { new_phone: pending.phone, code: String(new FormData(event.currentTarget).get("code") ?? "") } },
      {
        onSuccess: () => {
          setDone(pending.phone);
          setPending(null);
        },
        onError: (e) => setError(errorOf(e)),
      },
    );
  }

  const details = error?.details ?? {};
  const message = error && !error.details ? otpMessage(error) : null;

  if (pending) {
    return (
      <form className="auth-form account-form" onSubmit={onConfirm} noValidate data-testid="phone-change">
        <p role="status">{t.rich("sent", { phone: pending.phone, num: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}</p>
        <OtpCodeField id="phone-change-code" errors={details.code} />
        {message && <p className="form-field__error" role="alert">{message}</p>}
        <div className="form-actions">
          <button type="submit" disabled={busy}>
            {t("confirm")}
          </button>
          <ResendButton secondsLeft={countdown.left} busy={busy} onClick={() => start(pending.phone, pending.password)} />
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setPending(null);
              setError(null);
            }}
          >
            {t("cancel")}
          </button>
        </div>
      </form>
    );
  }
  return (
    <form className="auth-form account-form" onSubmit={onStart} noValidate data-testid="phone-change">
      <p>
        {me.phone ? (
          <>
            {t("current")} <bdi dir="ltr">{me.phone}</bdi> <VerifiedBadge verified={me.phone_verified} />
          </>
        ) : (
          t("none")
        )}
      </p>
      {done && (
        <p className="form-status" role="status">
          {t.rich("done", { phone: done, num: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
        </p>
      )}
      <FormField id="new_phone" name="new_phone" label={t("newPhone")} hint={tAuth("otp.phoneHint")} type="tel" autoComplete="tel" dir="ltr" errors={details.new_phone} />
      <FormField
        id="phone-current-password"
        name="current_password"
        label={t("currentPassword")}
        hint={t("currentPasswordHint")}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        required={false}
        errors={details.current_password}
      />
      {message && <p className="form-field__error" role="alert">{message}</p>}
      <div className="form-actions">
        <button type="submit" disabled={busy}>
          {t("submit")}
        </button>
      </div>
    </form>
  );
}
