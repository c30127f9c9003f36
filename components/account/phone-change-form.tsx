"use client";

import { useTranslations } from "next-intl";
import { useState, type BaseSyntheticEvent } from "react";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { OtpCodeField, ResendButton, codeForm, useCountdown, useOtpErrorMessage } from "@/components/auth/otp";
import { Button } from "@/components/ui/button";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { VerifiedBadge } from "./verified-badge";
import type { Profile } from "./use-me";

// Adding or changing the phone: POST /me/phone {new_phone, current_password}
// sends a code to the NEW number; POST /me/phone/confirm {new_phone, code}
// switches it (verified). The previous number or the email gets a revert link.

type ConfirmProps = {
  phone: string;
  form: UseFormReturn<{ code: string }>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  message: string | null;
  busy: boolean;
  secondsLeft: number;
  onResend: () => void;
  onCancel: () => void;
};

/** Step 2: the code sent to the new number. */
function ConfirmStep({ phone, form, onSubmit, message, busy, secondsLeft, onResend, onCancel }: ConfirmProps) {
  const t = useTranslations("account.phone");
  return (
    <form className="auth-form account-form" onSubmit={onSubmit} noValidate data-testid="phone-change">
      <p role="status">{t.rich("sent", { phone, num: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}</p>
      <OtpCodeField form={form} id="phone-change-code" />
      {message && <ErrorText>{message}</ErrorText>}
      <div className="form-actions">
        <Button type="submit" disabled={busy}>
          {t("confirm")}
        </Button>
        <ResendButton secondsLeft={secondsLeft} busy={busy} onClick={onResend} />
        <Button variant="link" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

/** The number on the account now, and the one just confirmed. */
function CurrentPhone({ me, done }: { me: Profile; done: string | null }) {
  const t = useTranslations("account.phone");
  return (
    <>
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
    </>
  );
}

const startForm = z.object({ new_phone: z.string().trim(), current_password: z.string() });

export function PhoneChangeForm({ me }: { me: Profile }) {
  const t = useTranslations("account.phone");
  const tAuth = useTranslations("auth");
  const send = useApiMutation("post", "/me/phone");
  const confirm = useApiMutation("post", "/me/phone/confirm", { invalidates: ["me"] });
  const busy = send.isPending || confirm.isPending;
  const otpMessage = useOtpErrorMessage();
  const countdown = useCountdown();
  const startStep = useZodForm(startForm, { new_phone: "", current_password: "" });
  const codeStep = useZodForm(codeForm, { code: "" });
  // The pending change: the new number and the password it was started with (for a resend).
  const [pending, setPending] = useState<{ phone: string; password: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The last call's failure (a new call starts without one).
  const error = errorOf(pending ? (confirm.error ?? send.error) : send.error);

  function start(phone: string, password: string) {
    setDone(null);
    confirm.reset();
    send.mutate(
      { body: { new_phone: phone, ...(password ? { current_password: password } : {}) } },
      {
        onSuccess: (res) => {
          setPending({ phone, password });
          countdown.start(res.data.resend_after_seconds);
        },
        onError: (e) => showApiErrors(startStep, errorOf(e), ["new_phone", "current_password"]),
      },
    );
  }

  const onStart = startStep.handleSubmit(({ new_phone, current_password }) => start(new_phone, current_password));

  const onConfirm = codeStep.handleSubmit(({ code }) => {
    if (!pending) return;
    send.reset();
    confirm.mutate(
      { body: { new_phone: pending.phone, code } },
      {
        onSuccess: () => {
          setDone(pending.phone);
          setPending(null);
          codeStep.reset();
          startStep.reset();
        },
        onError: (e) => showApiErrors(codeStep, errorOf(e), ["code"]),
      },
    );
  });

  const message = error && !error.details ? otpMessage(error) : null;

  if (pending) {
    const cancel = () => {
      setPending(null);
      send.reset();
      confirm.reset();
      codeStep.reset();
    };
    const resend = () => start(pending.phone, pending.password);
    return (
      <ConfirmStep
        phone={pending.phone}
        form={codeStep}
        onSubmit={onConfirm}
        message={message}
        busy={busy}
        secondsLeft={countdown.left}
        onResend={resend}
        onCancel={cancel}
      />
    );
  }
  return (
    <form className="auth-form account-form" onSubmit={onStart} noValidate data-testid="phone-change">
      <CurrentPhone me={me} done={done} />
      <FormText
        form={startStep}
        id="new_phone"
        name="new_phone"
        label={t("newPhone")}
        hint={tAuth("otp.phoneHint")}
        type="tel"
        autoComplete="tel"
        dir="ltr"
        hintFirst
      />
      <FormText
        form={startStep}
        id="phone-current-password"
        name="current_password"
        label={t("currentPassword")}
        hint={t("currentPasswordHint")}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        required={false}
        hintFirst
      />
      {message && <ErrorText>{message}</ErrorText>}
      <div className="form-actions">
        <Button type="submit" disabled={busy}>
          {t("submit")}
        </Button>
      </div>
    </form>
  );
}
