"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import type { ApiError } from "@/components/ui/api-client";
import { FormField } from "@/components/ui/fields";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { Link } from "@/i18n/navigation";

/** PUT /auth/password: the current password is required; the other devices are signed out. */
export function PasswordChangeForm() {
  const t = useTranslations("account.password");
  const tAuth = useTranslations("auth");
  // The other devices are signed out: the sessions list changes too.
  const change = useApiMutation("put", "/auth/password", { invalidates: ["sessions"] });
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setDone(false);
    setError(null);
    change.mutate(
      { body: { current_password: String(form.get("current_password") ?? ""), new_password: String(form.get("new_password") ?? "") } },
      {
        onSuccess: () => {
          setDone(true);
          formElement.reset();
        },
        onError: (e) => setError(errorOf(e)),
      },
    );
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
        <button type="submit" disabled={change.isPending}>
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
