"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import { DataTable } from "@/components/ui/table";
import { errorOf, useApiAction, useApiGet } from "@/components/ui/use-api";
import { fieldErrors } from "@/components/ui/errors";
import { Field } from "@/components/ui/fields";
import type { ReviewCriterion } from "./types";

// The review criteria set, Super Admin only (GET/POST /admin/review-criteria,
// PATCH /admin/review-criteria/{code}): add a criterion, rename it, retire it
// (asked to confirm: reviews stop offering it, ratings given stay) or offer it again.

export function CriteriaAdmin() {
  const t = useTranslations("reviews.criteriaAdmin");
  const list = useApiGet<ReviewCriterion[]>("/admin/review-criteria");
  const create = useApiAction<Record<string, string>>("POST");
  const errors = fieldErrors(errorOf(create.error));
  const [formKey, setFormKey] = useState(0);
  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadFailed error={list.error} />;

  function add(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = Object.fromEntries(["code", "name_ar", "name_en"].map((k) => [k, String(form.get(k) ?? "").trim()]));
    create.mutate({ path: "/admin/review-criteria", body }, { onSuccess: () => setFormKey((k) => k + 1) });
  }

  return (
    <div data-testid="criteria-admin">
      <p className="lead">{t("intro")}</p>
      <DataTable columns={[t("code"), t("nameAr"), t("nameEn"), t("state"), t("actions")]}>
        {list.data.data.map((c) => (
          <CriterionRow key={c.code} criterion={c} />
        ))}
      </DataTable>
      <form key={formKey} className="vendor-form" onSubmit={add} data-testid="criterion-add">
        <h3>{t("addTitle")}</h3>
        <Field name="code" label={t("code")} hint={t("codeHint")} maxLength={40} errors={errors.code} />
        <Field name="name_ar" label={t("nameAr")} maxLength={60} errors={errors.name_ar} />
        <Field name="name_en" label={t("nameEn")} maxLength={60} errors={errors.name_en} />
        {!Object.keys(errors).length && <ErrorLine error={create.error} />}
        <div className="form-actions">
          <button type="submit" className="button" disabled={create.isPending}>
            {t("add")}
          </button>
        </div>
      </form>
    </div>
  );
}

function CriterionRow({ criterion: c }: { criterion: ReviewCriterion }) {
  const t = useTranslations("reviews.criteriaAdmin");
  const update = useApiAction<Record<string, unknown>>("PATCH");
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const errors = fieldErrors(errorOf(update.error));
  const path = `/admin/review-criteria/${encodeURIComponent(c.code)}`;

  function rename(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    update.mutate({ path, body: { name_ar: String(form.get("name_ar") ?? "").trim(), name_en: String(form.get("name_en") ?? "").trim() } }, { onSuccess: () => setEditing(false) });
  }

  return (
    <tr data-testid="criterion-row" data-code={c.code} data-active={c.active}>
      <td>
        <code>{c.code}</code>
      </td>
      {editing ? (
        <td colSpan={2}>
          <form className="vendor-form" onSubmit={rename}>
            <Field name="name_ar" label={t("nameAr")} defaultValue={c.name_ar} maxLength={60} errors={errors.name_ar} />
            <Field name="name_en" label={t("nameEn")} defaultValue={c.name_en} maxLength={60} errors={errors.name_en} />
            <div className="form-actions">
              <button type="submit" className="button" disabled={update.isPending}>
                {t("save")}
              </button>
              <button type="button" className="button button-secondary" onClick={() => setEditing(false)}>
                {t("back")}
              </button>
            </div>
          </form>
        </td>
      ) : (
        <>
          <td dir="rtl">{c.name_ar}</td>
          <td dir="ltr">{c.name_en}</td>
        </>
      )}
      <td>{c.active ? t("active") : t("retired")}</td>
      <td>
        {!editing && (
          <div className="ev-actions">
            <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
              {t("rename")}
            </button>
            {c.active && !confirming && (
              <button type="button" className="button button-secondary" onClick={() => setConfirming(true)} data-testid="criterion-retire">
                {t("retire")}
              </button>
            )}
            {c.active && confirming && (
              <>
                <span role="alert">{t("retireConfirmText")}</span>
                <button
                  type="button"
                  className="button button-danger"
                  disabled={update.isPending}
                  data-testid="criterion-retire-confirm"
                  onClick={() => update.mutate({ path, body: { active: false } }, { onSuccess: () => setConfirming(false) })}
                >
                  {t("retireConfirm")}
                </button>
                <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
                  {t("back")}
                </button>
              </>
            )}
            {!c.active && (
              <button type="button" className="button button-secondary" disabled={update.isPending} onClick={() => update.mutate({ path, body: { active: true } })} data-testid="criterion-restore">
                {t("restore")}
              </button>
            )}
          </div>
        )}
        {!Object.keys(errors).length && <ErrorLine error={update.error} />}
      </td>
    </tr>
  );
}
