"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { OtpCodeField, ResendButton, codeForm, phoneForm, useCountdown, useOtpErrorMessage } from "./otp";
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
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  const send = useApiMutation("post", "/auth/otp/send");
  const verify = useApiMutation("post", "/auth/otp/verify");
  const phoneStep = useZodForm(phoneForm, { phone: "" });
  const codeStep = useZodForm(codeForm, { code: "" });
  // A successful code stays busy: the page is on its way to the return path.
  const busy = send.isPending || verify.isPending || verify.isSuccess;
  // The last call's failure (a new call starts without one).
  const error = errorOf(phone === null ? send.error : (verify.error ?? send.error));

  function sendCode(to: string) {
    verify.reset();
    send.mutate(
      { body: { phone: to, purpose: "login" } },
      {
        onSuccess: (res) => {
          setPhone(to);
          countdown.start(res.data.resend_after_seconds);
        },
        onError: (e) => {
          const failure = errorOf(e);
          showApiErrors(phoneStep, failure, ["phone"]);
          if (failure?.code === "RATE_LIMITED" && phone === null && failure.retry_after && failure.retry_after <= 60) {
            // A code sent a moment ago (e.g. another tab) is still valid: let the user type it.
            setPhone(to);
            countdown.start(failure.retry_after);
          }
        },
      },
    );
  }

  const onSendSubmit = phoneStep.handleSubmit(({ phone: to }) => sendCode(to));

  const onVerifySubmit = codeStep.handleSubmit(({ code }) => {
    if (phone === null) return;
    send.reset();
    verify.mutate(
      { body: { phone, code, purpose: "login", preferred_locale: locale, device: { platform: "web" } } },
      {
        onSuccess: (res) => {
          const second = challengeOf(res.data);
          if (second) return setChallenge(second);
          openAfterSignIn(locale);
        },
        onError: (e) => showApiErrors(codeStep, errorOf(e), ["code"]),
      },
    );
  });

  const message = error && !error.details ? otpMessage(error) : null;

  if (challenge) return <SecondStep challenge={challenge} onRestart={() => (setChallenge(null), setPhone(null))} />;

  if (phone === null) {
    return (
      <form className="auth-form" onSubmit={onSendSubmit} noValidate data-testid="phone-login">
        <p>{t("phoneLogin.intro")}</p>
        <FormText
          form={phoneStep}
          id="login-phone"
          name="phone"
          label={t("otp.phone")}
          hint={t("otp.phoneHint")}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          hintFirst
        />
        {message && <ErrorText>{message}</ErrorText>}
        <Button type="submit" disabled={busy}>
          {t("phoneLogin.send")}
        </Button>
      </form>
    );
  }
  return (
    <form className="auth-form" onSubmit={onVerifySubmit} noValidate data-testid="phone-login">
      <p role="status">{t.rich("otp.sentTo", { phone, num: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}</p>
      <OtpCodeField form={codeStep} id="login-code" />
      {message && <ErrorText>{message}</ErrorText>}
      <Button type="submit" disabled={busy}>
        {t("phoneLogin.submit")}
      </Button>
      <div className="form-actions">
        <ResendButton secondsLeft={countdown.left} busy={busy} onClick={() => sendCode(phone)} />
        <Button
          variant="link"
          onClick={() => {
            setPhone(null);
            send.reset();
            verify.reset();
            codeStep.reset();
          }}
        >
          {t("otp.changeNumber")}
        </Button>
      </div>
    </form>
  );
}
