"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Link } from "@/i18n/navigation";
import type { ApiError } from "@/components/ui/api-client";
import { FormField } from "@/components/ui/fields";
import { errorOf, useApiMutation } from "@/components/ui/use-api";

/** Sets a new password with the single-use link token. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("auth");
  const reset = useApiMutation("post", "/auth/password/reset");
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    reset.mutate({ body: { token, password } }, { onSuccess: () => setDone(true), onError: (e) => setError(errorOf(e)) });
  }

  if (done) {
    return (
      <div className="notice" role="status" data-testid="reset-done">
        <p>{t("reset.done")}</p>
        <p>
          <Link href="/login">{t("login.title")}</Link>
        </p>
      </div>
    );
  }
  const details = error?.details ?? {};
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormField name="password" label={t("reset.newPassword")} type="password" autoComplete="new-password" dir="ltr" errors={details.password} />
      {details.token && <p className="form-field__error" role="alert">{t("verify.failed")}</p>}
      {error && !error.details && <p className="form-field__error" role="alert">{t("errors.generic")}</p>}
      <button type="submit">{t("reset.submit")}</button>
    </form>
  );
}
