"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { OtpCodeField, ResendButton, codeForm, useCountdown, useOtpErrorMessage } from "@/components/auth/otp";
import { Button } from "@/components/ui/button";
import { showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
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
  const codeStep = useZodForm(codeForm, { code: "" });
  const [sent, setSent] = useState(false);
  // The last call's failure (a new call starts without one).
  const error = errorOf(check.error ?? sendCode.error);

  function send() {
    check.reset();
    sendCode.mutate(
      { body: { phone, purpose: "verify_phone" } },
      {
        onSuccess: (res) => {
          setSent(true);
          countdown.start(res.data.resend_after_seconds);
        },
      },
    );
  }

  const verify = codeStep.handleSubmit(({ code }) => {
    sendCode.reset();
    check.mutate(
      { body: { code } },
      {
        onSuccess: (res) => {
          onVerified();
          setMe(res.data.user);
        },
        onError: (e) => showApiErrors(codeStep, errorOf(e), ["code"]),
      },
    );
  });

  // Before a code was sent there is no field to put a 422's messages beside.
  const fieldErrors = !sent && error?.details ? Object.values(error.details).flat() : undefined;
  const message = error && !error.details ? otpMessage(error) : null;

  if (!sent) {
    return (
      <div className="account-inline-form" data-testid="phone-verification">
        <p>{t("intro")}</p>
        {(message || fieldErrors) && <ErrorText>{message ?? fieldErrors?.join(" ")}</ErrorText>}
        <Button onClick={send} disabled={busy}>
          {t("send")}
        </Button>
      </div>
    );
  }
  return (
    <form className="auth-form account-inline-form" onSubmit={verify} noValidate data-testid="phone-verification">
      <p role="status">{t.rich("sent", { phone, num: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}</p>
      <OtpCodeField form={codeStep} id="verify-phone-code" />
      {message && <ErrorText>{message}</ErrorText>}
      <div className="form-actions">
        <Button type="submit" disabled={busy}>
          {t("verify")}
        </Button>
        <ResendButton secondsLeft={countdown.left} busy={busy} onClick={send} />
      </div>
    </form>
  );
}
