"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import type { ApiError } from "@/components/ui/api-client";
import { FormField } from "@/components/ui/fields";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { VerifiedBadge } from "./verified-badge";
import type { Profile } from "./use-me";

/**
 * POST /me/email: the new address gets a confirmation link (24 h) and only
 * changes once it is opened; the old address then gets a revert link.
 */
export function EmailChangeForm({ me }: { me: Profile }) {
  const t = useTranslations("account.email");
  const tAuth = useTranslations("auth");
  const change = useApiMutation("post", "/me/email", { invalidates: ["me"] });
  const [error, setError] = useState<ApiError | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const newEmail = String(form.get("new_email") ?? "").trim();
    setError(null);
    change.mutate(
      { body: { new_email: newEmail, current_password: String(form.get("current_password") ?? "") } },
      {
        onSuccess: () => {
          setSentTo(newEmail);
          formElement.reset();
        },
        onError: (e) => setError(errorOf(e)),
      },
    );
  }

  const details = error?.details ?? {};
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
      <FormField id="new_email" name="new_email" label={t("newEmail")} type="email" autoComplete="email" dir="ltr" errors={details.new_email} />
      <FormField
        id="email-current-password"
        name="current_password"
        label={t("currentPassword")}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        errors={details.current_password}
      />
      {error && !error.details && (
        <p className="form-field__error" role="alert">
          {error.code === "RATE_LIMITED" ? tAuth("errors.rateLimited") : tAuth("errors.generic")}
        </p>
      )}
      {sentTo && (
        <p className="form-status" role="status">
          {t.rich("sent", { email: sentTo, addr: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" disabled={change.isPending}>
          {t("submit")}
        </button>
      </div>
    </form>
  );
}
