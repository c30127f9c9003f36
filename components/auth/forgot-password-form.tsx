"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { Tabs } from "@/components/ui/tabs";
import { OtpCodeField, ResendButton, codeForm, phoneForm, useCountdown, useOtpErrorMessage, useWaitText } from "./otp";

// Forgot password: a link by email, or a code by SMS to a verified phone.
// The server answers the same whether or not an account matches, so the page does too.

// The address rule is the server's (a 422 puts its message beside the field): the form only collects it.
const emailForm = z.object({ email: z.string() });

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
function EmailForgotForm() {
  const t = useTranslations("auth");
  const waitText = useWaitText();
  const forgot = useApiMutation("post", "/auth/password/forgot");
  const error = errorOf(forgot.error);
  const form = useZodForm(emailForm, { email: "" });

  const onSubmit = form.handleSubmit((body) => forgot.mutate({ body }, { onError: (e) => showApiErrors(form, errorOf(e), ["email"]) }));

  if (forgot.isSuccess) {
    return (
      <div className="notice" role="status" data-testid="forgot-sent">
        <p>{t("forgot.sent")}</p>
      </div>
    );
  }
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p>{t("forgot.intro")}</p>
      <FormText form={form} id="forgot-email" name="email" label={t("fields.email")} type="email" autoComplete="email" dir="ltr" hintFirst />
      {error && !error.details && (
        <ErrorText>
          {error.code === "RATE_LIMITED" && error.retry_after ? t("errors.rateLimitedWait", { wait: waitText(error.retry_after) }) : t("errors.generic")}
        </ErrorText>
      )}
      <Button type="submit" disabled={forgot.isPending}>
        {t("forgot.submit")}
      </Button>
    </form>
  );
}

const resetForm = codeForm.extend({ password: z.string() });

/** Sends a reset code by SMS, then sets the new password with it. */
function PhoneForgotForm() {
  const t = useTranslations("auth");
  const otpMessage = useOtpErrorMessage();
  const countdown = useCountdown();
  const [phone, setPhone] = useState<string | null>(null);
  const send = useApiMutation("post", "/auth/password/forgot");
  const reset = useApiMutation("post", "/auth/password/reset");
  const phoneStep = useZodForm(phoneForm, { phone: "" });
  const resetStep = useZodForm(resetForm, { code: "", password: "" });
  const busy = send.isPending || reset.isPending;
  // The last call's failure (a new call starts without one).
  const error = errorOf(phone === null ? send.error : (reset.error ?? send.error));

  function sendCode(to: string) {
    reset.reset();
    send.mutate(
      { body: { phone: to } },
      {
        onSuccess: (res) => {
          setPhone(to);
          countdown.start("resend_after_seconds" in res.data ? res.data.resend_after_seconds : 60);
        },
        onError: (e) => showApiErrors(phoneStep, errorOf(e), ["phone"]),
      },
    );
  }

  const onSend = phoneStep.handleSubmit(({ phone: to }) => sendCode(to));

  const onReset = resetStep.handleSubmit(({ code, password }) => {
    if (phone === null) return;
    send.reset();
    reset.mutate({ body: { phone, code, password } }, { onError: (e) => showApiErrors(resetStep, errorOf(e), ["code", "password"]) });
  });

  const message = error && !error.details ? otpMessage(error) : null;

  if (reset.isSuccess) {
    return (
      <div className="notice" role="status" data-testid="reset-done">
        <p>{t("reset.done")}</p>
        <p>
          <Link href="/login">{t("login.title")}</Link>
        </p>
      </div>
    );
  }
  if (phone === null) {
    return (
      <form className="auth-form" noValidate onSubmit={onSend}>
        <p>{t("forgot.introPhone")}</p>
        <FormText
          form={phoneStep}
          id="forgot-phone"
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
          {t("forgot.submitPhone")}
        </Button>
      </form>
    );
  }
  return (
    <form className="auth-form" onSubmit={onReset} noValidate data-testid="forgot-phone-sent">
      <p role="status">{t.rich("forgot.sentPhone", { phone, num: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}</p>
      <OtpCodeField form={resetStep} id="reset-code" />
      <FormText
        form={resetStep}
        id="reset-password"
        name="password"
        label={t("reset.newPassword")}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        hintFirst
      />
      {message && <ErrorText>{message}</ErrorText>}
      <Button type="submit" disabled={busy}>
        {t("reset.submit")}
      </Button>
      <div className="form-actions">
        <ResendButton secondsLeft={countdown.left} busy={busy} onClick={() => sendCode(phone)} />
        <Button
          variant="link"
          onClick={() => {
            setPhone(null);
            send.reset();
            reset.reset();
            resetStep.reset();
          }}
        >
          {t("otp.changeNumber")}
        </Button>
      </div>
    </form>
  );
}

export function ForgotPasswordForm() {
  const t = useTranslations("auth.forgot");
  return (
    <Tabs
      label={t("methods")}
      tabs={[
        { key: "email", label: t("byEmail"), content: <EmailForgotForm /> },
        { key: "phone", label: t("byPhone"), content: <PhoneForgotForm /> },
      ]}
    />
  );
}
