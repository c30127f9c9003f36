"use client";

import { useLocale, useTranslations } from "next-intl";
import { z } from "zod";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { useErrorMessage } from "@/components/ui/errors";
import { FormSelect, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { filled, reasonSchema } from "./errors";
import { useRoleLabel } from "./labels";
import { ADMIN_ROLE_CODES } from "./types";

const FIELDS = ["email", "first_name", "last_name", "role", "preferred_locale", "reason"] as const;
// The API checks the names and the address further; the form asks for what it must have.
const createAdminForm = z.object({
  first_name: filled(z.string().trim().max(100)),
  last_name: filled(z.string().trim().max(100)),
  email: filled(z.string().trim().max(254)),
  role: z.enum(ADMIN_ROLE_CODES),
  preferred_locale: z.enum(["ar", "en"]),
  reason: reasonSchema,
});

/** Super Admin: create a staff account (POST /admin/admins); the new admin sets a password from the emailed link. */
export function CreateAdminForm() {
  const t = useTranslations("adminUsers");
  const locale = useLocale();
  const roleLabel = useRoleLabel();
  const errorMessage = useErrorMessage("adminUsers.errors");
  const create = useApiMutation("post", "/admin/admins");
  const defaults = {
    first_name: "",
    last_name: "",
    email: "",
    role: ADMIN_ROLE_CODES[0],
    preferred_locale: locale === "en" ? "en" : "ar",
    reason: "",
  } as const;
  const form = useZodForm(createAdminForm, defaults);

  const onSubmit = form.handleSubmit((body) =>
    create.mutate({ body }, { onSuccess: () => form.reset(defaults), onError: (e) => showApiErrors(form, errorOf(e), FIELDS) }),
  );

  const error = errorOf(create.error);
  const done = create.data?.data;
  return (
    <details className="card admin-card admin-create">
      <summary>
        <h2>{t("createAdmin.title")}</h2>
      </summary>
      <p className="admin-muted">{t("createAdmin.intro")}</p>
      <form className="admin-form" onSubmit={onSubmit} noValidate data-testid="create-admin-form">
        <div className="admin-form__row">
          <FormText form={form} name="first_name" label={t("createAdmin.firstName")} maxLength={100} />
          <FormText form={form} name="last_name" label={t("createAdmin.lastName")} maxLength={100} />
        </div>
        <FormText form={form} name="email" type="email" dir="ltr" label={t("createAdmin.email")} maxLength={254} />
        <div className="admin-form__row">
          <FormSelect form={form} name="role" label={t("createAdmin.role")} options={ADMIN_ROLE_CODES.map((r) => ({ value: r, label: roleLabel(r) }))} />
          <FormSelect
            form={form}
            name="preferred_locale"
            label={t("createAdmin.locale")}
            options={(["ar", "en"] as const).map((l) => ({ value: l, label: t(`locales.${l}`) }))}
          />
        </div>
        <FormText form={form} name="reason" label={t("createAdmin.reason")} multiline rows={2} minLength={3} maxLength={500} />
        {error && <ErrorText>{errorMessage(error, FIELDS)}</ErrorText>}
        <Button type="submit" disabled={create.isPending}>
          {t("createAdmin.submit")}
        </Button>
      </form>
      {done && !create.isPending && (
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
