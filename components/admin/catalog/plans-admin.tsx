"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { AdminQueryFailure } from "@/components/admin/query-failure";
import type { ApiBody, ApiData } from "@/components/ui/api-types";
import { DataTable } from "@/components/ui/table";
import { normalizeAmount, formatCount, formatMoney } from "@/components/ui/money";
import { fieldErrors, useErrorMessage } from "@/components/ui/errors";
import { Checkbox, Field, Select } from "@/components/ui/fields";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { ANALYTICS_DEPTHS } from "@/components/vendor/types";

// Subscription plans for Finance (plan.manage): list with subscriber counts,
// create, edit (with a reason for the audit log), deactivate / activate, and
// delete (a plan with subscriptions is only deactivated; Free stays).

type AdminPlan = ApiData<"/admin/plans">[number];
/** A plan change shows in the public plans ("plans", its own domain) and the vendors' subscription pages. */
const CHANGED = { invalidates: ["subscriptions"] };

const FREE = "free";
const FIELDS = ["code", "name_ar", "name_en", "price_monthly", "rfq_receive_limit", "quotation_quota", "team_size", "analytics_depth", "featured_eligible", "featured_weight", "sort_order", "country_code", "reason"];

export function PlansAdmin() {
  const t = useTranslations("adminCatalog.plans");
  const locale = useLocale();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = useApiQuery("/admin/plans", {});
  const patch = useApiMutation("patch", "/admin/plans/{planId}", CHANGED);
  const del = useApiMutation("delete", "/admin/plans/{planId}", CHANGED);

  if (list.isPending) return <p role="status">{t("loading")}</p>;
  if (list.isError) return <AdminQueryFailure error={list.error} loading={t("loading")} errorMessage={errorMessage} />;
  const res = list.data;
  const failed = (e: unknown) => setError(errorOf(e)?.code === "CONFLICT" ? t("freeStays") : errorMessage(errorOf(e)));

  function setActive(plan: AdminPlan, active: boolean) {
    setNotice(null);
    setError(null);
    patch.mutate({ path: { planId: plan.id }, body: { active } }, { onSuccess: () => setNotice(t(active ? "activated" : "deactivated", { plan: plan.name })), onError: failed });
  }

  function remove(plan: AdminPlan) {
    if (!window.confirm(t("confirmDelete", { plan: plan.name }))) return;
    setNotice(null);
    setError(null);
    del.mutate(
      { path: { planId: plan.id } },
      { onSuccess: ({ data }) => setNotice(t(data.outcome === "deleted" ? "deleted" : "deletedDeactivated", { plan: plan.name })), onError: failed },
    );
  }

  const limit = (value: number | null) => (value === null ? t("unlimited") : formatCount(value, locale));
  return (
    <div className="admin-plans">
      <DataTable columns={[t("fields.name"), t("fields.price_monthly"), t("fields.rfq_receive_limit"), t("fields.quotation_quota"), t("fields.team_size"), t("fields.analytics_depth"), t("subscriptions"), t("status"), t("actions")]} caption={t("caption", { total: res.data.length })} testId="plans-table">
        {res.data.map((p) => (
          <tr key={p.id}>
            <td>
              {p.name}
              <div className="admin-muted">
                <code dir="ltr">{p.code}</code> · {p.country_code}
                {p.featured_eligible ? ` · ${t("featured")}` : ""}
              </div>
            </td>
            <td>{formatMoney(p.price_monthly, locale)}</td>
            <td>{limit(p.rfq_receive_limit)}</td>
            <td>{limit(p.quotation_quota)}</td>
            <td>{formatCount(p.team_size, locale)}</td>
            <td>{t(`depths.${p.analytics_depth}`)}</td>
            <td>{formatCount(p.subscriptions, locale)}</td>
            <td>
              <span className={`status-badge ${p.active ? "status-badge--active" : ""}`}>{t(p.active ? "active" : "inactive")}</span>
            </td>
            <td>
              <div className="admin-row-actions">
                <button type="button" className="button--link" onClick={() => setEditing(editing === p.id ? null : p.id)}>
                  {t("edit", { plan: p.name })}
                </button>
                {p.code !== FREE && (
                  <button type="button" className="button--link" onClick={() => setActive(p, !p.active)}>
                    {t(p.active ? "deactivate" : "activate", { plan: p.name })}
                  </button>
                )}
                {p.code !== FREE && (
                  <button type="button" className="button--link" onClick={() => remove(p)}>
                    {t("delete", { plan: p.name })}
                  </button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      {notice && (
        <p className="admin-success" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
      {editing && (
        <section className="card admin-card" aria-labelledby="plan-edit-title">
          <h2 id="plan-edit-title">{t("editTitle", { plan: res.data.find((p) => p.id === editing)?.name ?? "" })}</h2>
          <PlanForm
            key={editing}
            plan={res.data.find((p) => p.id === editing)}
            onDone={(message) => {
              setEditing(null);
              setNotice(message);
            }}
          />
        </section>
      )}
      <details className="card admin-card admin-create">
        <summary>
          <h2>{t("createTitle")}</h2>
        </summary>
        <PlanForm onDone={setNotice} />
      </details>
    </div>
  );
}

function PlanForm({ plan, onDone }: { plan?: AdminPlan; onDone: (message: string) => void }) {
  const t = useTranslations("adminCatalog.plans");
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const create = useApiMutation("post", "/admin/plans", CHANGED);
  const update = useApiMutation("patch", "/admin/plans/{planId}", CHANGED);
  const save = plan ? update : create;
  const [featured, setFeatured] = useState(plan?.featured_eligible ?? false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const limit = (name: string) => (text(name) === "" ? null : Number(text(name)));
    const body: Record<string, unknown> = {
      name_ar: text("name_ar"),
      name_en: text("name_en"),
      price_monthly: normalizeAmount(text("price_monthly")),
      rfq_receive_limit: limit("rfq_receive_limit"),
      quotation_quota: limit("quotation_quota"),
      team_size: Number(text("team_size")),
      analytics_depth: text("analytics_depth"),
      featured_eligible: featured,
      featured_weight: Number(text("featured_weight") || 0),
      sort_order: Number(text("sort_order") || 0),
      country_code: text("country_code").toUpperCase(),
    };
    if (plan) {
      if (text("reason")) body.reason = text("reason");
    } else body.code = text("code");
    const onSuccess = ({ data }: { data: { name: string } }) => {
      if (!plan) form.reset();
      onDone(t(plan ? "saved" : "created", { plan: data.name }));
    };
    // The body is read off the form's fields; the API validates it and its 422 lands beside them.
    if (plan) update.mutate({ path: { planId: plan.id }, body: body as ApiBody<"/admin/plans/{planId}", "patch"> }, { onSuccess });
    else create.mutate({ body: body as ApiBody<"/admin/plans", "post"> }, { onSuccess });
  }

  const error = errorOf(save.error);
  const errors = fieldErrors(error);
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate data-testid={plan ? "plan-edit-form" : "plan-create-form"}>
      {!plan && <Field name="code" label={t("fields.code")} dir="ltr" maxLength={40} hint={t("codeHint")} errors={errors.code} />}
      <div className="admin-form__row">
        <Field name="name_ar" label={t("fields.name_ar")} dir="rtl" maxLength={100} defaultValue={plan?.name_ar} errors={errors.name_ar} />
        <Field name="name_en" label={t("fields.name_en")} dir="ltr" maxLength={100} defaultValue={plan?.name_en} errors={errors.name_en} />
      </div>
      <div className="admin-form__row">
        <Field name="price_monthly" label={t("fields.price_monthly")} dir="ltr" inputMode="decimal" defaultValue={plan?.price_monthly.amount} hint={t("priceHint")} errors={errors.price_monthly} />
        <Field name="country_code" label={t("fields.country_code")} dir="ltr" maxLength={2} defaultValue={plan?.country_code ?? "KW"} errors={errors.country_code} />
      </div>
      <div className="admin-form__row">
        <Field name="rfq_receive_limit" label={t("fields.rfq_receive_limit")} type="number" min="0" dir="ltr" required={false} defaultValue={plan?.rfq_receive_limit?.toString() ?? ""} hint={t("limitHint")} errors={errors.rfq_receive_limit} />
        <Field name="quotation_quota" label={t("fields.quotation_quota")} type="number" min="0" dir="ltr" required={false} defaultValue={plan?.quotation_quota?.toString() ?? ""} hint={t("limitHint")} errors={errors.quotation_quota} />
        <Field name="team_size" label={t("fields.team_size")} type="number" min="1" dir="ltr" defaultValue={String(plan?.team_size ?? 1)} errors={errors.team_size} />
      </div>
      <div className="admin-form__row">
        <Select
          name="analytics_depth"
          label={t("fields.analytics_depth")}
          defaultValue={plan?.analytics_depth ?? "basic"}
          options={ANALYTICS_DEPTHS.map((d) => ({ value: d, label: t(`depths.${d}`) }))}
          errors={errors.analytics_depth}
        />
        <Field name="sort_order" label={t("fields.sort_order")} type="number" min="0" dir="ltr" required={false} defaultValue={String(plan?.sort_order ?? 0)} errors={errors.sort_order} />
      </div>
      <Checkbox name="featured_eligible" label={t("fields.featured_eligible")} checked={featured} onChange={setFeatured} />
      {featured && (
        <Field name="featured_weight" label={t("fields.featured_weight")} type="number" min="0" dir="ltr" required={false} defaultValue={String(plan?.featured_weight ?? 0)} hint={t("weightHint")} errors={errors.featured_weight} />
      )}
      {plan && <Field name="reason" label={t("fields.reason")} multiline rows={2} required={false} maxLength={500} errors={errors.reason} />}
      {error && (
        <p className="form-field__error" role="alert">
          {error.code === "CONFLICT" && !plan ? t("codeTaken") : errorMessage(error, FIELDS)}
        </p>
      )}
      <div className="admin-form__actions">
        <button type="submit" disabled={save.isPending}>
          {plan ? t("save") : t("create")}
        </button>
      </div>
    </form>
  );
}
