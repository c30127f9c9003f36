"use client";

import { useTranslations } from "next-intl";
import { z } from "zod";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation } from "@/components/ui/use-api";

// The password rule is the server's (a 422 puts its message beside the field): the form only collects it.
const resetForm = z.object({ password: z.string() });

/** Sets a new password with the single-use link token. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("auth");
  const reset = useApiMutation("post", "/auth/password/reset");
  const form = useZodForm(resetForm, { password: "" });
  const error = errorOf(reset.error);

  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate({ body: { token, password } }, { onError: (e) => showApiErrors(form, errorOf(e), ["password"]) }),
  );

  if (reset.isSuccess) {
    return (
      <div className="notice" role="status" data-testid="reset-done">
        <p>{t("reset.done")}</p>
        <p>
          <Link href="/login">{t("login.title")}</Link>
        </p>
      </div>
    );
  }
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormText form={form} id="password" name="password" label={t("reset.newPassword")} type="password" autoComplete="new-password" dir="ltr" hintFirst />
      {error?.details?.token && <ErrorText>{t("verify.failed")}</ErrorText>}
      {error && !error.details && <ErrorText>{t("errors.generic")}</ErrorText>}
      <Button type="submit">{t("reset.submit")}</Button>
    </form>
  );
}
