"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Link, useRouter } from "@/i18n/navigation";
import { api, type ApiError } from "./api-client";
import { FormField } from "./form-field";

export function LoginForm() {
  const t = useTranslations("auth");
  const locale = useLocale();
  const router = useRouter();
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const res = await api("/auth/login", {
      method: "POST",
      locale,
      body: { email: form.get("email"), password: form.get("password"), device: { platform: "web", name: navigator.userAgent.slice(0, 100) } },
    });
    setBusy(false);
    if (res.ok) router.push("/account");
    else setError(res.error);
  }

  const message =
    error &&
    (error.code === "AUTH_INVALID_CREDENTIALS"
      ? t("errors.invalidCredentials")
      : error.code === "RATE_LIMITED"
        ? t("errors.rateLimited")
        : error.code === "FORBIDDEN"
          ? t("errors.suspended")
          : error.details
            ? t("errors.checkFields")
            : t("errors.generic"));
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormField name="email" label={t("fields.email")} type="email" autoComplete="email" dir="ltr" />
      <FormField name="password" label={t("fields.password")} type="password" autoComplete="current-password" dir="ltr" />
      {message && <p className="form-field__error" role="alert">{message}</p>}
      <button type="submit" disabled={busy}>{t("login.submit")}</button>
      <p>
        <Link href="/forgot-password">{t("login.forgot")}</Link>
      </p>
      <p>
        {t("login.noAccount")} <Link href="/register">{t("register.title")}</Link>
      </p>
    </form>
  );
}
