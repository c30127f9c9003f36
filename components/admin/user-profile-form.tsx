"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { api, type ApiError } from "@/components/ui/api-client";
import { fieldErrors, useErrorMessage } from "@/components/ui/errors";
import { reasonBody } from "./errors";
import { ReasonField, Select, Field } from "@/components/ui/fields";
import type { AdminUser } from "./types";

const FIELDS = ["first_name", "last_name", "preferred_locale", "reason"] as const;

/** The fields an admin may edit (PATCH /admin/users/{id}); the change is audited with a diff. */
export function UserProfileForm({ user, onChanged }: { user: AdminUser; onChanged: () => Promise<unknown> }) {
  const t = useTranslations("adminUsers");
  const locale = useLocale();
  const errorMessage = useErrorMessage("adminUsers.errors");
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      first_name: String(form.get("first_name") ?? ""),
      last_name: String(form.get("last_name") ?? ""),
      preferred_locale: String(form.get("preferred_locale") ?? ""),
      ...reasonBody(form.get("reason")),
    };
    setBusy(true);
    const res = await api<AdminUser>(`/admin/users/${encodeURIComponent(user.id)}`, { method: "PATCH", body, locale });
    setBusy(false);
    setSaved(res.ok);
    setError(res.ok ? null : res.error);
    if (res.ok) await onChanged();
  }

  const errors = fieldErrors(error);
  return (
    // Keyed by the stored values, so the inputs show what the server saved.
    <form className="admin-form" onSubmit={onSubmit} noValidate key={`${user.first_name}|${user.last_name}|${user.preferred_locale}`} data-testid="profile-form">
      <div className="admin-form__row">
        <Field name="first_name" label={t("profileForm.firstName")} defaultValue={user.first_name} errors={errors.first_name} maxLength={100} />
        <Field name="last_name" label={t("profileForm.lastName")} defaultValue={user.last_name} errors={errors.last_name} maxLength={100} />
      </div>
      <Select
        name="preferred_locale"
        label={t("profileForm.locale")}
        defaultValue={user.preferred_locale}
        errors={errors.preferred_locale}
        options={(["ar", "en"] as const).map((l) => ({ value: l, label: t(`locales.${l}`) }))}
      />
      <ReasonField label={t("profileForm.reason")} required={false} errors={errors.reason} />
      {error && (
        <p className="form-field__error" role="alert">
          {errorMessage(error, FIELDS)}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {t("profileForm.submit")}
      </button>
      {saved && (
        <p className="admin-success" role="status">
          {t("profileForm.saved")}
        </p>
      )}
    </form>
  );
}
