"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { api, type ApiError } from "@/components/ui/api-client";
import { FormField } from "@/components/ui/fields";
import { OtpCodeField, ResendButton, useCountdown, useOtpErrorMessage } from "@/components/auth/otp";
import type { otpSentSchema } from "@/server/identity/schemas";
import { VerifiedBadge } from "./verified-badge";
import { ME_KEY, type Profile } from "./use-me";

// Adding or changing the phone: POST /me/phone {new_phone, current_password}
// sends a code to the NEW number; POST /me/phone/confirm {new_phone, code}
// switches it (verified). The previous number or the email gets a revert link.

export function PhoneChangeForm({ me }: { me: Profile }) {
  const t = useTranslations("account.phone");
  const tAuth = useTranslations("auth");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const otpMessage = useOtpErrorMessage();
  const countdown = useCountdown();
  // The pending change: the new number and the password it was started with (for a resend).
  const [pending, setPending] = useState<{ phone: string; password: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  async function start(phone: string, password: string) {
    setBusy(true);
    setError(null);
    setDone(null);
    const res = await api<z.output<typeof otpSentSchema>>("/me/phone", { method: "POST", locale, body: { new_phone: phone, ...(password ? { current_password: password } : {}) } });
    setBusy(false);
    if (res.ok) {
      setPending({ phone, password });
      countdown.start(res.data.resend_after_seconds);
    } else setError(res.error);
  }

  async function onStart(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await start(String(form.get("new_phone") ?? "").trim(), String(form.get("current_password") ?? ""));
  }

  async function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending) return;
    setBusy(true);
    setError(null);
    const res = await api("/me/phone/confirm", { method: "POST", locale, body: { new_phone: pending.phone, code: new FormData(event.currentTarget).get("code") } });
    setBusy(false);
    if (res.ok) {
      setDone(pending.phone);
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
    } else setError(res.error);
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
