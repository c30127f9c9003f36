"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import type { ApiError } from "@/components/ui/api-client";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { OtpCodeField, ResendButton, useCountdown, useOtpErrorMessage } from "@/components/auth/otp";
import { useSetMe } from "./use-me";

/** Verifies the phone on the account: a `verify_phone` code by SMS, then POST /auth/phone/verify. */
export function PhoneVerification({ phone, onVerified }: { phone: string; onVerified: () => void }) {
  const t = useTranslations("account.phoneVerify");
  const setMe = useSetMe();
  const sendCode = useApiMutation("post", "/auth/otp/send");
  const check = useApiMutation("post", "/auth/phone/verify", { invalidates: ["me"] });
  const busy = sendCode.isPending || check.isPending;
  const otpMessage = useOtpErrorMessage();
  const countdown = useCountdown();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  function send() {
    setError(null);
    sendCode.mutate(
      { body: { phone, purpose: "verify_phone" } },
      {
        onSuccess: (res) => {
          setSent(true);
          countdown.start(res.data.resend_after_seconds);
        },
        onError: (e) => setError(errorOf(e)),
      },
    );
  }

  function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    check.mutate(
      { body: { code: String(new FormData(event.currentTarget).get("code") ?? "") } },
      {
        onSuccess: (res) => {
          onVerified();
          setMe(res.data.user);
        },
        onError: (e) => setError(errorOf(e)),
      },
    );
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
