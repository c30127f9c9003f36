"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { api, type ApiError } from "@/components/ui/api-client";
import { Link } from "@/i18n/navigation";
import { fieldErrors, useErrorMessage } from "@/components/ui/errors";
import { reasonBody } from "./errors";
import { ReasonField, Select, Field } from "@/components/ui/fields";
import { useRoleLabel } from "./labels";
import { ADMIN_ROLE_CODES, type CreatedAdmin } from "./types";

const FIELDS = ["email", "first_name", "last_name", "role", "preferred_locale", "reason"] as const;

/** Super Admin: create a staff account (POST /admin/admins); the new admin sets a password from the emailed link. */
export function CreateAdminForm() {
  const t = useTranslations("adminUsers");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const roleLabel = useRoleLabel();
  const errorMessage = useErrorMessage("adminUsers.errors");
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState<CreatedAdmin | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const body = { ...Object.fromEntries(FIELDS.filter((f) => f !== "reason").map((f) => [f, String(form.get(f) ?? "")])), ...reasonBody(form.get("reason")) };
    setBusy(true);
    setDone(null);
    const res = await api<CreatedAdmin>("/admin/admins", { method: "POST", body, locale });
    setBusy(false);
    if (!res.ok) return setError(res.error);
    setError(null);
    setDone(res.data);
    formElement.reset();
    await queryClient.invalidateQueries({ queryKey: ["admin-users"] });
  }

  const errors = fieldErrors(error);
  return (
    <details className="card admin-card admin-create">
      <summary>
        <h2>{t("createAdmin.title")}</h2>
      </summary>
      <p className="admin-muted">{t("createAdmin.intro")}</p>
      <form className="admin-form" onSubmit={onSubmit} noValidate data-testid="create-admin-form">
        <div className="admin-form__row">
          <Field name="first_name" label={t("createAdmin.firstName")} errors={errors.first_name} maxLength={100} />
          <Field name="last_name" label={t("createAdmin.lastName")} errors={errors.last_name} maxLength={100} />
        </div>
        <Field name="email" type="email" dir="ltr" label={t("createAdmin.email")} errors={errors.email} maxLength={254} />
        <div className="admin-form__row">
          <Select name="role" label={t("createAdmin.role")} errors={errors.role} options={ADMIN_ROLE_CODES.map((r) => ({ value: r, label: roleLabel(r) }))} />
          <Select
            name="preferred_locale"
            label={t("createAdmin.locale")}
            errors={errors.preferred_locale}
            defaultValue={locale}
            options={(["ar", "en"] as const).map((l) => ({ value: l, label: t(`locales.${l}`) }))}
          />
        </div>
        <ReasonField label={t("createAdmin.reason")} errors={errors.reason} />
        {error && (
          <p className="form-field__error" role="alert">
            {errorMessage(error, FIELDS)}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {t("createAdmin.submit")}
        </button>
      </form>
      {done && (
        <div className="admin-success" role="status" data-testid="create-admin-done">
          <p>
            {t("createAdmin.created", { email: done.user.email ?? "" })} {done.invite_sent ? t("createAdmin.inviteSent") : t("createAdmin.inviteFailed")}
          </p>
          {done.role_request && <p>{t("createAdmin.pending")}</p>}
          <Link href={`/admin/users/${done.user.id}`}>{t("createAdmin.open")}</Link>
        </div>
      )}
    </details>
  );
}
