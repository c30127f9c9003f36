"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import type { ApiError } from "@/components/ui/api-client";
import { FormField } from "@/components/ui/fields";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { OtpCodeField, ResendButton, useCountdown, useOtpErrorMessage } from "./otp";
import { openAfterSignIn } from "./return-path";
import { challengeOf, SecondStep, type SignInChallenge } from "./second-step";

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
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  const send = useApiMutation("post", "/auth/otp/send");
  const verify = useApiMutation("post", "/auth/otp/verify");
  // A successful code stays busy: the page is on its way to the return path.
  const busy = send.isPending || verify.isPending || verify.isSuccess;

  function sendCode(to: string) {
    setError(null);
    send.mutate(
      { body: { phone: to, purpose: "login" } },
      {
        onSuccess: (res) => {
          setPhone(to);
          countdown.start(res.data.resend_after_seconds);
        },
        onError: (e) => {
          const failure = errorOf(e);
          setError(failure);
          if (failure?.code === "RATE_LIMITED" && phone === null && failure.retry_after && failure.retry_after <= 60) {
            // A code sent a moment ago (e.g. another tab) is still valid: let the user type it.
            setPhone(to);
            countdown.start(failure.retry_after);
          }
        },
      },
    );
  }

  function onSendSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    sendCode(String(new FormData(event.currentTarget).get("phone") ?? "").trim());
  }

  function onVerifySubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phone === null) return;
    setError(null);
    verify.mutate(
      { body: { phone, code: String(new FormData(event.currentTarget).get("code") ?? ""), purpose: "login", preferred_locale: locale, device: { platform: "web" } } },
      {
        onSuccess: (res) => {
          const second = challengeOf(res.data);
          if (second) return setChallenge(second);
          openAfterSignIn(locale);
        },
        onError: (e) => setError(errorOf(e)),
      },
    );
  }

  const details = error?.details ?? {};
  const message = error && !error.details ? otpMessage(error) : null;

  if (challenge) return <SecondStep challenge={challenge} onRestart={() => (setChallenge(null), setPhone(null))} />;

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
