"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import { DataTable } from "@/components/ui/table";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import type { ReviewCriterion } from "./types";
import { Actions } from "@/components/ui/layout";
import { useConfirm } from "@/components/ui/confirm";

// The review criteria set, Super Admin only (GET/POST /admin/review-criteria,
// PATCH /admin/review-criteria/{code}): add a criterion, rename it, retire it
// (asked to confirm: reviews stop offering it, ratings given stay) or offer it again.

// The API's rules (server/reviews/criteria.ts, whose module is not browser-safe).
const name = z.string().trim().min(2).max(60);
const namesForm = z.object({ name_ar: name, name_en: name });
const criterionForm = namesForm.extend({
  code: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,39}$/),
});
const FIELDS = ["code", "name_ar", "name_en"];

export function CriteriaAdmin() {
  const t = useTranslations("reviews.criteriaAdmin");
  const list = useApiQuery("/admin/review-criteria", {});
  const create = useApiMutation("post", "/admin/review-criteria");
  const form = useZodForm(criterionForm, { code: "", name_ar: "", name_en: "" });
  const invalid = Object.keys(form.formState.errors).length > 0;
  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadFailed error={list.error} />;

  const add = form.handleSubmit((body) => create.mutate({ body }, { onSuccess: () => form.reset(), onError: (e) => showApiErrors(form, errorOf(e), FIELDS) }));

  return (
    <div data-testid="criteria-admin">
      <p className="lead">{t("intro")}</p>
      <DataTable columns={[t("code"), t("nameAr"), t("nameEn"), t("state"), t("actions")]}>
        {list.data.data.map((c) => (
          <CriterionRow key={c.code} criterion={c} />
        ))}
      </DataTable>
      <form className="form-column" onSubmit={add} noValidate data-testid="criterion-add">
        <h3>{t("addTitle")}</h3>
        <FormText form={form} name="code" label={t("code")} hint={t("codeHint")} maxLength={40} />
        <FormText form={form} name="name_ar" label={t("nameAr")} maxLength={60} />
        <FormText form={form} name="name_en" label={t("nameEn")} maxLength={60} />
        {!invalid && <ErrorLine error={create.error} />}
        <div className="form-actions">
          <Button type="submit" disabled={create.isPending}>
            {t("add")}
          </Button>
        </div>
      </form>
    </div>
  );
}

function CriterionRow({ criterion: c }: { criterion: ReviewCriterion }) {
  const t = useTranslations("reviews.criteriaAdmin");
  const locale = useLocale();
  const confirm = useConfirm();
  const update = useApiMutation("patch", "/admin/review-criteria/{code}");
  const form = useZodForm(namesForm, { name_ar: c.name_ar, name_en: c.name_en });
  const [editing, setEditing] = useState(false);
  const invalid = Object.keys(form.formState.errors).length > 0;
  const path = { code: c.code };

  function openRename() {
    form.reset({ name_ar: c.name_ar, name_en: c.name_en });
    setEditing(true);
  }
  async function retire() {
    const question = {
      title: t("retireTitle", { name: locale === "ar" ? c.name_ar : c.name_en }),
      body: t("retireConfirmText"),
      confirmLabel: t("retireConfirm"),
      cancelLabel: t("back"),
      danger: true,
    };
    if (await confirm(question)) update.mutate({ path, body: { active: false } });
  }
  const rename = form.handleSubmit((body) =>
    update.mutate({ path, body }, { onSuccess: () => setEditing(false), onError: (e) => showApiErrors(form, errorOf(e), ["name_ar", "name_en"]) }),
  );

  return (
    <tr data-testid="criterion-row" data-code={c.code} data-active={c.active}>
      <td>
        <code>{c.code}</code>
      </td>
      {editing ? (
        <td colSpan={2}>
          <form className="form-column" onSubmit={rename} noValidate>
            <FormText form={form} name="name_ar" label={t("nameAr")} maxLength={60} />
            <FormText form={form} name="name_en" label={t("nameEn")} maxLength={60} />
            <div className="form-actions">
              <Button type="submit" disabled={update.isPending}>
                {t("save")}
              </Button>
              <Button variant="secondary" onClick={() => setEditing(false)}>
                {t("back")}
              </Button>
            </div>
          </form>
        </td>
      ) : (
        <>
          <td dir="rtl" lang="ar">
            {c.name_ar}
          </td>
          <td dir="ltr" lang="en">
            {c.name_en}
          </td>
        </>
      )}
      <td>{c.active ? t("active") : t("retired")}</td>
      <td>
        {!editing && (
          <Actions>
            <Button variant="secondary" onClick={openRename}>
              {t("rename")}
            </Button>
            {c.active && (
              <Button variant="secondary" disabled={update.isPending} onClick={retire} data-testid="criterion-retire">
                {t("retire")}
              </Button>
            )}
            {!c.active && (
              <Button
                variant="secondary"
                disabled={update.isPending}
                onClick={() => update.mutate({ path, body: { active: true } })}
                data-testid="criterion-restore"
              >
                {t("restore")}
              </Button>
            )}
          </Actions>
        )}
        {!invalid && <ErrorLine error={update.error} />}
      </td>
    </tr>
  );
}
