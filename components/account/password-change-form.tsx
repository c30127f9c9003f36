"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { api, type ApiError } from "@/components/ui/api-client";
import { FormField } from "@/components/ui/fields";
import { Link } from "@/i18n/navigation";
import { SESSIONS_KEY } from "./sessions-list";

/** PUT /auth/password: the current password is required; the other devices are signed out. */
export function PasswordChangeForm() {
  const t = useTranslations("account.password");
  const tAuth = useTranslations("auth");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setBusy(true);
    setDone(false);
    setError(null);
    const res = await api("/auth/password", { method: "PUT", locale, body: { current_password: form.get("current_password") ?? "", new_password: form.get("new_password") ?? "" } });
    setBusy(false);
    if (res.ok) {
      setDone(true);
      formElement.reset();
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    } else setError(res.error);
  }

  const details = error?.details ?? {};
  return (
    <form className="auth-form account-form" onSubmit={onSubmit} noValidate data-testid="password-change">
      <FormField id="password-current" name="current_password" label={t("current")} type="password" autoComplete="current-password" dir="ltr" errors={details.current_password} />
      <FormField id="password-new" name="new_password" label={t("new")} hint={t("newHint")} type="password" autoComplete="new-password" dir="ltr" errors={details.new_password} />
      {/* Accounts made with a phone code or a social sign-in have no password yet: they set one this way. */}
      <p className="form-field__hint">
        {t("noPassword")} <Link href="/forgot-password">{tAuth("login.forgot")}</Link>
      </p>
      {error && !error.details && (
        <p className="form-field__error" role="alert">
          {error.code === "RATE_LIMITED" ? tAuth("errors.rateLimited") : tAuth("errors.generic")}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" disabled={busy}>
          {t("submit")}
        </button>
        {done && (
          <p className="form-status" role="status">
            {t("done")}
          </p>
        )}
      </div>
    </form>
  );
}
