"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { api, type ApiError } from "@/components/ui/api-client";
import { OtpCodeField, ResendButton, useCountdown, useOtpErrorMessage } from "@/components/auth/otp";
import type { otpSentSchema, phoneVerifiedSchema } from "@/server/identity/schemas";
import { useSetMe } from "./use-me";

type Sent = z.output<typeof otpSentSchema>;

/** Verifies the phone on the account: a `verify_phone` code by SMS, then POST /auth/phone/verify. */
export function PhoneVerification({ phone, onVerified }: { phone: string; onVerified: () => void }) {
  const t = useTranslations("account.phoneVerify");
  const locale = useLocale();
  const setMe = useSetMe();
  const otpMessage = useOtpErrorMessage();
  const countdown = useCountdown();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    setBusy(true);
    setError(null);
    const res = await api<Sent>("/auth/otp/send", { method: "POST", locale, body: { phone, purpose: "verify_phone" } });
    setBusy(false);
    if (res.ok) {
      setSent(true);
      countdown.start(res.data.resend_after_seconds);
    } else setError(res.error);
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const res = await api<z.output<typeof phoneVerifiedSchema>>("/auth/phone/verify", {
      method: "POST",
      locale,
      body: { code: new FormData(event.currentTarget).get("code") },
    });
    setBusy(false);
    if (res.ok) {
      onVerified();
      setMe(res.data.user);
    } else setError(res.error);
  }

  const fieldErrors = error?.details ? Object.values(error.details).flat() : undefined;
  const message = error && !error.details ? otpMessage(error) : null;

  if (!sent) {
    return (
      <div className="account-inline-form" data-testid="phone-verification">
        <p>{t("intro")}</p>
        {(message || fieldErrors) && (
          <p className="form-field__error" role="alert">
            {message ?? fieldErrors?.join(" ")}
          </p>
        )}
        <button type="button" onClick={send} disabled={busy}>
          {t("send")}
        </button>
      </div>
    );
  }
  return (
    <form className="auth-form account-inline-form" onSubmit={verify} noValidate data-testid="phone-verification">
      <p role="status">{t.rich("sent", { phone, num: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}</p>
      <OtpCodeField id="verify-phone-code" errors={error?.details?.code} />
      {message && <p className="form-field__error" role="alert">{message}</p>}
      <div className="form-actions">
        <button type="submit" disabled={busy}>
          {t("verify")}
        </button>
        <ResendButton secondsLeft={countdown.left} busy={busy} onClick={send} />
      </div>
    </form>
  );
}
