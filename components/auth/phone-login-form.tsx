"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { api, type ApiError } from "@/components/ui/api-client";
import type { otpSentSchema } from "@/server/identity/schemas";
import { FormField } from "@/components/ui/fields";
import { OtpCodeField, ResendButton, useCountdown, useOtpErrorMessage } from "./otp";
import { openAfterSignIn } from "./return-path";

type Sent = z.output<typeof otpSentSchema>;

/**
 * Sign in with a code sent by SMS to a Kuwait mobile: the account with that
 * (verified) number, or a new one on the first successful code.
 */
export function PhoneLoginForm() {
  const t = useTranslations("auth");
  const locale = useLocale();
  const otpMessage = useOtpErrorMessage();
  const countdown = useCountdown();
  const [phone, setPhone] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  async function sendCode(to: string) {
    setBusy(true);
    setError(null);
    const res = await api<Sent>("/auth/otp/send", { method: "POST", locale, body: { phone: to, purpose: "login" } });
    setBusy(false);
    if (res.ok) {
      setPhone(to);
      countdown.start(res.data.resend_after_seconds);
    } else {
      setError(res.error);
      if (res.error.code === "RATE_LIMITED" && phone === null && res.error.retry_after && res.error.retry_after <= 60) {
        // A code sent a moment ago (e.g. another tab) is still valid: let the user type it.
        setPhone(to);
        countdown.start(res.error.retry_after);
      }
    }
  }

  async function onSendSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await sendCode(String(new FormData(event.currentTarget).get("phone") ?? "").trim());
  }

  async function onVerifySubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const res = await api("/auth/otp/verify", {
      method: "POST",
      locale,
      body: { phone, code: String(new FormData(event.currentTarget).get("code") ?? ""), purpose: "login", preferred_locale: locale, device: { platform: "web" } },
    });
    if (res.ok) {
      openAfterSignIn(locale);
      return;
    }
    setBusy(false);
    setError(res.error);
  }

  const details = error?.details ?? {};
  const message = error && !error.details ? otpMessage(error) : null;

  if (phone === null) {
    return (
      <form className="auth-form" onSubmit={onSendSubmit} noValidate data-testid="phone-login">
        <p>{t("phoneLogin.intro")}</p>
        <FormField id="login-phone" name="phone" label={t("otp.phone")} hint={t("otp.phoneHint")} type="tel" autoComplete="tel" dir="ltr" errors={details.phone} />
        {message && <p className="form-field__error" role="alert">{message}</p>}
        <button type="submit" disabled={busy}>{t("phoneLogin.send")}</button>
      </form>
    );
  }
  return (
    <form className="auth-form" onSubmit={onVerifySubmit} noValidate data-testid="phone-login">
      <p role="status">
        {t.rich("otp.sentTo", { phone, num: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
      </p>
      <OtpCodeField id="login-code" errors={details.code} />
      {message && <p className="form-field__error" role="alert">{message}</p>}
      <button type="submit" disabled={busy}>{t("phoneLogin.submit")}</button>
      <div className="form-actions">
        <ResendButton secondsLeft={countdown.left} busy={busy} onClick={() => sendCode(phone)} />
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setPhone(null);
            setError(null);
          }}
        >
          {t("otp.changeNumber")}
        </button>
      </div>
    </form>
  );
}
