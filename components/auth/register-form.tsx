"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Link } from "@/i18n/navigation";
import { api, type ApiError } from "@/components/ui/api-client";
import { FormField } from "@/components/ui/fields";
import { useWaitText } from "./otp";
import { rememberNextForVerification } from "./return-path";
import { SwitchAuthLink } from "./switch-link";
import "./register.css";

export function RegisterForm() {
  const t = useTranslations("auth");
  const locale = useLocale();
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const res = await api<{ user: { email: string } }>("/auth/register", {
      method: "POST",
      locale,
      body: {
        first_name: form.get("first_name"),
        last_name: form.get("last_name"),
        email: form.get("email"),
        password: form.get("password"),
        preferred_locale: locale,
        terms_accepted: form.get("terms") === "on",
        terms_version: "2026-01",
      },
    });
    setBusy(false);
    if (res.ok) rememberNextForVerification();
    if (res.ok) setDone(res.data.user.email);
    else setError(res.error);
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
      <button type="submit" disabled={busy}>{t("register.submit")}</button>
      <p>
        {t("register.haveAccount")} <SwitchAuthLink to="/login">{t("login.title")}</SwitchAuthLink>
      </p>
    </form>
  );
}

/** The check-your-email step (the link signs the new account in), with "Resend" (one send a minute per address: a 429 says how long to wait). */
function CheckEmail({ email }: { email: string }) {
  const t = useTranslations("auth");
  const locale = useLocale();
  const waitText = useWaitText();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: true } | { ok: false; message: string } | null>(null);

  async function onResend() {
    setBusy(true);
    setResult(null);
    const res = await api("/auth/email/verify/resend", { method: "POST", locale, body: { email } });
    setBusy(false);
    if (res.ok) setResult({ ok: true });
    else if (res.error.code === "RATE_LIMITED" && res.error.retry_after) setResult({ ok: false, message: t("errors.rateLimitedWait", { wait: waitText(res.error.retry_after) }) });
    else setResult({ ok: false, message: res.error.message || t("register.resendFailed") });
  }

  return (
    <div className="notice register-done" data-testid="register-done">
      <p role="status">{t("register.checkEmail", { email })}</p>
      <button type="button" className="button-secondary" onClick={onResend} disabled={busy} data-testid="register-resend">
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
