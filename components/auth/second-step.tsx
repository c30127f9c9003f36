"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import type { ApiError } from "@/components/ui/api-client";
import { Button } from "@/components/ui/button";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { openAfterSignIn } from "./return-path";

// The second sign-in step of an account with two-factor sign-in on: every
// sign-in form answers the challenge here instead of going on. A code from
// the authenticator app (or the SMS asked for here), or a recovery code;
// POST /auth/2fa/verify then signs in as the first step would have.

export type SignInChallenge = { challenge_token: string; methods: string[]; expires_at: string };

/** The challenge in a sign-in answer, when the account asks for a second step. */
export function challengeOf(data: unknown): SignInChallenge | null {
  return data && typeof data === "object" && "two_factor_required" in data ? (data as unknown as SignInChallenge) : null;
}

const codeForm = z.object({ code: z.string() });

export function SecondStep({ challenge, onRestart }: { challenge: SignInChallenge; onRestart: () => void }) {
  const t = useTranslations("auth.twoFactor");
  const tAuth = useTranslations("auth");
  const locale = useLocale();
  const [recovery, setRecovery] = useState(false);
  const [smsSent, setSmsSent] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const verify = useApiMutation("post", "/auth/2fa/verify");
  const sms = useApiMutation("post", "/auth/2fa/sms");
  const form = useZodForm(codeForm, { code: "" });
  const field = recovery ? "recovery_code" : "code";

  const onSubmit = form.handleSubmit(({ code }) => {
    setMessage(null);
    const body = { challenge_token: challenge.challenge_token, ...(recovery ? { recovery_code: code.trim() } : { code: code.trim() }) };
    verify.mutate(
      { body },
      {
        onSuccess: () => openAfterSignIn(locale),
        onError: (e) => {
          const error = errorOf(e);
          if (error?.details?.challenge_token) return setMessage(t("expired"));
          // A wrong code is the field's own error (the server's words): nothing else is said.
          const unplaced = showApiErrors(form, error, { [field]: "code" });
          if (error?.code === "VALIDATION_FAILED" && !unplaced.length) return;
          setMessage(failureMessage(error, unplaced));
        },
      },
    );
  });

  /** One line for a refusal the field does not show: the server's message (in the page's language) when it has one. */
  function failureMessage(error: ApiError | null, unplaced: string[]): string {
    if (error?.code === "RATE_LIMITED") return tAuth("errors.rateLimited");
    const fieldWords = unplaced.flatMap((key) => error?.details?.[key] ?? []);
    if (fieldWords.length) return fieldWords.join(" ");
    return error?.message || tAuth("errors.generic");
  }

  function sendSms() {
    setMessage(null);
    sms.mutate(
      { body: { challenge_token: challenge.challenge_token } },
      {
        onSuccess: () => setSmsSent(true),
        onError: (e) => {
          const error = errorOf(e);
          setMessage(typeof error?.user_message === "string" ? error.user_message : tAuth("errors.generic"));
        },
      },
    );
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate data-testid="two-factor-step">
      <h2>{t("title")}</h2>
      <p>{recovery ? t("recoveryIntro") : smsSent ? t("smsIntro") : t("intro")}</p>
      <FormText
        form={form}
        id="two-factor-code"
        name="code"
        label={recovery ? t("recoveryCode") : t("code")}
        autoComplete="one-time-code"
        inputMode={recovery ? "text" : "numeric"}
        dir="ltr"
        hintFirst
      />
      {message && <ErrorText>{message}</ErrorText>}
      <Button type="submit" disabled={verify.isPending || verify.isSuccess}>
        {t("submit")}
      </Button>
      <p className="form-actions">
        <Button variant="link" onClick={() => (setRecovery(!recovery), form.reset())}>
          {recovery ? t("useApp") : t("useRecovery")}
        </Button>
        {challenge.methods.includes("sms") && !recovery && (
          <Button variant="link" onClick={sendSms} disabled={sms.isPending}>
            {smsSent ? t("smsAgain") : t("sendSms")}
          </Button>
        )}
        <Button variant="link" onClick={onRestart}>
          {t("restart")}
        </Button>
      </p>
    </form>
  );
}
