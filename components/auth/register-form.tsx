"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { useWaitText } from "./otp";
import { rememberNextForVerification } from "./return-path";
import { SwitchAuthLink } from "./switch-link";
import "./register.css";

// The field rules are the server's (a 422 puts its messages beside the fields): the form only collects them.
const registerForm = z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), password: z.string(), terms: z.boolean() });

export function RegisterForm() {
  const t = useTranslations("auth");
  const locale = useLocale();
  const [done, setDone] = useState<string | null>(null);
  const register = useApiMutation("post", "/auth/register");
  const form = useZodForm(registerForm, { first_name: "", last_name: "", email: "", password: "", terms: false });
  const error = errorOf(register.error);
  const termsError = form.formState.errors.terms?.message;

  const onSubmit = form.handleSubmit(({ terms, ...fields }) => {
    // The body type says `true`; an unticked box is sent as false so the 422 shows beside it.
    const body = { ...fields, preferred_locale: locale, terms_accepted: terms as true, terms_version: "2026-01" };
    register.mutate(
      { body },
      {
        onSuccess: (res) => {
          rememberNextForVerification();
          setDone(res.data.user.email);
        },
        onError: (e) =>
          showApiErrors(form, errorOf(e), { first_name: "first_name", last_name: "last_name", email: "email", password: "password", terms_accepted: "terms" }),
      },
    );
  });

  if (done) return <CheckEmail email={done} />;
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormText form={form} id="first_name" name="first_name" label={t("fields.firstName")} autoComplete="given-name" hintFirst />
      <FormText form={form} id="last_name" name="last_name" label={t("fields.lastName")} autoComplete="family-name" hintFirst />
      <FormText form={form} id="email" name="email" label={t("fields.email")} type="email" autoComplete="email" dir="ltr" hintFirst />
      <FormText
        form={form}
        id="password"
        name="password"
        label={t("fields.password")}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        hint={t("register.passwordRule")}
        hintFirst
      />
      <div className="form-field form-field--check register-terms">
        <input id="terms" type="checkbox" {...form.register("terms")} aria-invalid={termsError ? true : undefined} />
        <label htmlFor="terms">
          {t.rich("register.termsRich", {
            terms: (chunks) => (
              <Link href="/pages/terms" target="_blank">
                {chunks}
              </Link>
            ),
            privacy: (chunks) => (
              <Link href="/pages/privacy" target="_blank">
                {chunks}
              </Link>
            ),
          })}
        </label>
        {termsError && <ErrorText>{termsError}</ErrorText>}
      </div>
      {error && !error.details && <ErrorText>{t(`errors.${error.code === "RATE_LIMITED" ? "rateLimited" : "generic"}`)}</ErrorText>}
      <Button type="submit" disabled={register.isPending}>
        {t("register.submit")}
      </Button>
      <p>
        {t("register.haveAccount")} <SwitchAuthLink to="/login">{t("login.title")}</SwitchAuthLink>
      </p>
    </form>
  );
}

/** The check-your-email step (the link signs the new account in), with "Resend" (one send a minute per address: a 429 says how long to wait). */
function CheckEmail({ email }: { email: string }) {
  const t = useTranslations("auth");
  const waitText = useWaitText();
  const resend = useApiMutation("post", "/auth/email/verify/resend");
  const failure = errorOf(resend.error);
  const failed = resend.isError
    ? failure?.code === "RATE_LIMITED" && failure.retry_after
      ? t("errors.rateLimitedWait", { wait: waitText(failure.retry_after) })
      : failure?.message || t("register.resendFailed")
    : null;
  const result = resend.isSuccess ? { ok: true as const } : failed ? { ok: false as const, message: failed } : null;

  function onResend() {
    resend.mutate({ body: { email } });
  }

  return (
    <div className="notice register-done" data-testid="register-done">
      <p role="status">{t("register.checkEmail", { email })}</p>
      <Button variant="secondary" onClick={onResend} disabled={resend.isPending} data-testid="register-resend">
        {t("register.resend")}
      </Button>
      {result?.ok && <p role="status">{t("register.resent")}</p>}
      {result && !result.ok && <ErrorText>{result.message}</ErrorText>}
    </div>
  );
}
