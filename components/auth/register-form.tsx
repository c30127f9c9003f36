"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Link } from "@/i18n/navigation";
import type { ApiError } from "@/components/ui/api-client";
import { FormField } from "@/components/ui/fields";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { useWaitText } from "./otp";
import { rememberNextForVerification } from "./return-path";
import { SwitchAuthLink } from "./switch-link";
import "./register.css";

export function RegisterForm() {
  const t = useTranslations("auth");
  const locale = useLocale();
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const register = useApiMutation("post", "/auth/register");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    const body = {
      first_name: text("first_name"),
      last_name: text("last_name"),
      email: text("email"),
      password: text("password"),
      preferred_locale: locale,
      // The body type says `true`; an unticked box is sent as false so the 422 shows beside it.
      terms_accepted: (form.get("terms") === "on") as true,
      terms_version: "2026-01",
    };
    register.mutate(
      { body },
      {
        onSuccess: (res) => {
          rememberNextForVerification();
          setDone(res.data.user.email);
        },
        onError: (e) => setError(errorOf(e)),
      },
    );
  }

  if (done) return <CheckEmail email={done} />;
  const details = error?.details ?? {};
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormField name="first_name" label={t("fields.firstName")} autoComplete="given-name" errors={details.first_name} />
      <FormField name="last_name" label={t("fields.lastName")} autoComplete="family-name" errors={details.last_name} />
      <FormField name="email" label={t("fields.email")} type="email" autoComplete="email" errors={details.email} dir="ltr" />
      <FormField name="password" label={t("fields.password")} type="password" autoComplete="new-password" errors={details.password} dir="ltr" hint={t("register.passwordRule")} />
      <div className="form-field form-field--check register-terms">
        <input id="terms" name="terms" type="checkbox" aria-invalid={details.terms_accepted ? true : undefined} />
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
        {details.terms_accepted && <p className="form-field__error" role="alert">{details.terms_accepted.join(" ")}</p>}
      </div>
      {error && !error.details && <p className="form-field__error" role="alert">{t(`errors.${error.code === "RATE_LIMITED" ? "rateLimited" : "generic"}`)}</p>}
      <button type="submit" disabled={register.isPending}>{t("register.submit")}</button>
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
      <button type="button" className="button-secondary" onClick={onResend} disabled={resend.isPending} data-testid="register-resend">
        {t("register.resend")}
      </button>
      {result?.ok && <p role="status">{t("register.resent")}</p>}
      {result && !result.ok && (
        <p className="form-field__error" role="alert">
          {result.message}
        </p>
      )}
    </div>
  );
}
