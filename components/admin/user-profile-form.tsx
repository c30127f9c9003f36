"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { useErrorMessage } from "@/components/ui/errors";
import { FormSelect, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { filled } from "./errors";
import type { AdminUser } from "./types";

const FIELDS = ["first_name", "last_name", "preferred_locale", "reason"] as const;
// The API checks the names' length and characters; the form asks only for what it must have.
const profileForm = z.object({
  first_name: filled(z.string().trim().max(100)),
  last_name: filled(z.string().trim().max(100)),
  preferred_locale: z.enum(["ar", "en"]),
  reason: z.string().trim().max(500),
});

/** The fields an admin may edit (PATCH /admin/users/{id}, a blank reason left out); the change is audited with a diff. */
export function UserProfileForm({ user }: { user: AdminUser }) {
  const t = useTranslations("adminUsers");
  const errorMessage = useErrorMessage("adminUsers.errors");
  const save = useApiMutation("patch", "/admin/users/{userId}");
  const [saved, setSaved] = useState(false);
  const form = useZodForm(profileForm, { first_name: user.first_name, last_name: user.last_name, preferred_locale: user.preferred_locale, reason: "" });

  const onSubmit = form.handleSubmit((body) => {
    setSaved(false);
    save.mutate(
      { path: { userId: user.id }, body: { ...body, reason: body.reason || undefined } },
      { onSuccess: () => setSaved(true), onError: (e) => showApiErrors(form, errorOf(e), FIELDS) },
    );
  });

  const error = errorOf(save.error);
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate data-testid="profile-form">
      <div className="admin-form__row">
        <FormText form={form} name="first_name" label={t("profileForm.firstName")} maxLength={100} />
        <FormText form={form} name="last_name" label={t("profileForm.lastName")} maxLength={100} />
      </div>
      <FormSelect
        form={form}
        name="preferred_locale"
        label={t("profileForm.locale")}
        options={(["ar", "en"] as const).map((l) => ({ value: l, label: t(`locales.${l}`) }))}
      />
      <FormText form={form} name="reason" label={t("profileForm.reason")} required={false} multiline rows={2} maxLength={500} />
      {error && <ErrorText>{errorMessage(error, FIELDS)}</ErrorText>}
      <Button type="submit" disabled={save.isPending}>
        {t("profileForm.submit")}
      </Button>
      {saved && (
        <p className="admin-success" role="status">
          {t("profileForm.saved")}
        </p>
      )}
    </form>
  );
}
