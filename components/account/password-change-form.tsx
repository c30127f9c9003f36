"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { Link } from "@/i18n/navigation";

// The password rules are the server's (a 422 puts its messages beside the fields): the form only collects them.
const passwordForm = z.object({ current_password: z.string(), new_password: z.string() });

/** PUT /auth/password: the current password is required; the other devices are signed out. */
export function PasswordChangeForm() {
  const t = useTranslations("account.password");
  const tAuth = useTranslations("auth");
  // The other devices are signed out: the sessions list changes too.
  const change = useApiMutation("put", "/auth/password", { invalidates: ["sessions"] });
  const [done, setDone] = useState(false);
  const form = useZodForm(passwordForm, { current_password: "", new_password: "" });
  const error = errorOf(change.error);

  const onSubmit = form.handleSubmit((body) => {
    setDone(false);
    change.mutate(
      { body },
      {
        onSuccess: () => {
          setDone(true);
          form.reset();
        },
        onError: (e) => showApiErrors(form, errorOf(e), ["current_password", "new_password"]),
      },
    );
  });

  return (
    <form className="auth-form account-form" onSubmit={onSubmit} noValidate data-testid="password-change">
      <FormText
        form={form}
        id="password-current"
        name="current_password"
        label={t("current")}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        hintFirst
      />
      <FormText
        form={form}
        id="password-new"
        name="new_password"
        label={t("new")}
        hint={t("newHint")}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        hintFirst
      />
      {/* Accounts made with a phone code or a social sign-in have no password yet: they set one this way. */}
      <p className="form-field__hint">
        {t("noPassword")} <Link href="/forgot-password">{tAuth("login.forgot")}</Link>
      </p>
      {error && !error.details && <ErrorText>{error.code === "RATE_LIMITED" ? tAuth("errors.rateLimited") : tAuth("errors.generic")}</ErrorText>}
      <div className="form-actions">
        <Button type="submit" disabled={change.isPending}>
          {t("submit")}
        </Button>
        {done && (
          <p className="form-status" role="status">
            {t("done")}
          </p>
        )}
      </div>
    </form>
  );
}
