"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { VerifiedBadge } from "./verified-badge";
import type { Profile } from "./use-me";

// The address rules are the server's (a 422 puts its messages beside the fields): the form only collects them.
const emailForm = z.object({ new_email: z.string().trim(), current_password: z.string() });

/**
 * POST /me/email: the new address gets a confirmation link (24 h) and only
 * changes once it is opened; the old address then gets a revert link.
 */
export function EmailChangeForm({ me }: { me: Profile }) {
  const t = useTranslations("account.email");
  const tAuth = useTranslations("auth");
  const change = useApiMutation("post", "/me/email", { invalidates: ["me"] });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(emailForm, { new_email: "", current_password: "" });
  const error = errorOf(change.error);

  const onSubmit = form.handleSubmit((body) => {
    change.mutate(
      { body },
      {
        onSuccess: () => {
          setSentTo(body.new_email);
          form.reset();
        },
        onError: (e) => showApiErrors(form, errorOf(e), ["new_email", "current_password"]),
      },
    );
  });

  return (
    <form className="auth-form account-form" onSubmit={onSubmit} noValidate data-testid="email-change">
      <p>
        {me.email ? (
          <>
            {t("current")} <bdi dir="ltr">{me.email}</bdi> <VerifiedBadge verified={me.email_verified} />
          </>
        ) : (
          t("none")
        )}
      </p>
      <FormText form={form} id="new_email" name="new_email" label={t("newEmail")} type="email" autoComplete="email" dir="ltr" hintFirst />
      <FormText
        form={form}
        id="email-current-password"
        name="current_password"
        label={t("currentPassword")}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        hintFirst
      />
      {error && !error.details && <ErrorText>{error.code === "RATE_LIMITED" ? tAuth("errors.rateLimited") : tAuth("errors.generic")}</ErrorText>}
      {sentTo && (
        <p className="form-status" role="status">
          {t.rich("sent", { email: sentTo, addr: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
        </p>
      )}
      <div className="form-actions">
        <Button type="submit" disabled={change.isPending}>
          {t("submit")}
        </Button>
      </div>
    </form>
  );
}
