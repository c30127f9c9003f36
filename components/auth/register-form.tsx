"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Link } from "@/i18n/navigation";
import { api, type ApiError } from "@/components/api/client";
import { FormField } from "./form-field";

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
        device: { platform: "web" },
      },
    });
    setBusy(false);
    if (res.ok) setDone(res.data.user.email);
    else setError(res.error);
  }

  if (done) {
    return (
      <div className="notice" role="status" data-testid="register-done">
        <p>{t("register.checkEmail", { email: done })}</p>
      </div>
    );
  }
  const details = error?.details ?? {};
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormField name="first_name" label={t("fields.firstName")} autoComplete="given-name" errors={details.first_name} />
      <FormField name="last_name" label={t("fields.lastName")} autoComplete="family-name" errors={details.last_name} />
      <FormField name="email" label={t("fields.email")} type="email" autoComplete="email" errors={details.email} dir="ltr" />
      <FormField name="password" label={t("fields.password")} type="password" autoComplete="new-password" errors={details.password} dir="ltr" />
      <div className="form-field form-field--check">
        <input id="terms" name="terms" type="checkbox" />
        <label htmlFor="terms">{t("register.terms")}</label>
        {details.terms_accepted && <p className="form-field__error" role="alert">{details.terms_accepted.join(" ")}</p>}
      </div>
      {error && !error.details && <p className="form-field__error" role="alert">{t(`errors.${error.code === "RATE_LIMITED" ? "rateLimited" : "generic"}`)}</p>}
      <button type="submit" disabled={busy}>{t("register.submit")}</button>
      <p>
        {t("register.haveAccount")} <Link href="/login">{t("login.title")}</Link>
      </p>
    </form>
  );
}
