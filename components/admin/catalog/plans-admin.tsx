"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { AdminQueryFailure } from "@/components/admin/query-failure";
import { filled } from "@/components/admin/errors";
import type { ApiData } from "@/components/ui/api-types";
import { DataTable } from "@/components/ui/table";
import { normalizeAmount, formatCount, formatMoney } from "@/components/ui/money";
import { useErrorMessage } from "@/components/ui/errors";
import { FormCheckbox, FormSelect, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { useConfirm } from "@/components/ui/confirm";
import { CreateSection, FormFooter, OutcomeNotices, RowActions, useOutcome, type RowAction } from "./catalog-editing";
import { ANALYTICS_DEPTHS } from "@/components/vendor/types";

// Subscription plans for Finance (plan.manage): list with subscriber counts,
// create, edit (with a reason for the audit log), deactivate / activate, and
// delete (a plan with subscriptions is only deactivated; Free stays).

type AdminPlan = ApiData<"/admin/plans">[number];
/** A plan change shows in the public plans ("plans", its own domain) and the vendors' subscription pages. */
const CHANGED = { invalidates: ["subscriptions"] };

const FREE = "free";
const FIELDS = [
  "code",
  "name_ar",
  "name_en",
  "price_monthly",
  "rfq_receive_limit",
  "quotation_quota",
  "team_size",
  "analytics_depth",
  "featured_eligible",
  "featured_weight",
  "sort_order",
  "country_code",
  "reason",
];

/** One plan of the table: name, price, limits, depth, subscriptions, status and the row's actions. */
function PlanRow({ p, actions }: { p: AdminPlan; actions: RowAction[] }) {
  const t = useTranslations("adminCatalog.plans");
  const locale = useLocale();
  const limit = (value: number | null) => (value === null ? t("unlimited") : formatCount(value, locale));
  return (
    <tr>
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
        <RowActions actions={actions} />
      </td>
    </tr>
  );
}

export function PlansAdmin() {
  const t = useTranslations("adminCatalog.plans");
  const confirm = useConfirm();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const [editing, setEditing] = useState<string | null>(null);
  const { notice, error, setNotice, setError, clear } = useOutcome();
  const list = useApiQuery("/admin/plans", {});
  const patch = useApiMutation("patch", "/admin/plans/{planId}", CHANGED);
  const del = useApiMutation("delete", "/admin/plans/{planId}", CHANGED);

  if (list.isPending) return <p role="status">{t("loading")}</p>;
  if (list.isError) return <AdminQueryFailure error={list.error} loading={t("loading")} errorMessage={errorMessage} />;
  const res = list.data;
  const failed = (e: unknown) => setError(errorOf(e)?.code === "CONFLICT" ? t("freeStays") : errorMessage(errorOf(e)));

  function setActive(plan: AdminPlan, active: boolean) {
    clear();
    patch.mutate(
      { path: { planId: plan.id }, body: { active } },
      { onSuccess: () => setNotice(t(active ? "activated" : "deactivated", { plan: plan.name })), onError: failed },
    );
  }

  async function remove(plan: AdminPlan) {
    if (!(await confirm({ title: t("confirmDelete", { plan: plan.name }), confirmLabel: t("delete", { plan: plan.name }), danger: true }))) return;
    clear();
    del.mutate(
      { path: { planId: plan.id } },
      { onSuccess: ({ data }) => setNotice(t(data.outcome === "deleted" ? "deleted" : "deletedDeactivated", { plan: plan.name })), onError: failed },
    );
  }

  return (
    <div className="admin-plans">
      <DataTable
        columns={[
          t("fields.name"),
          t("fields.price_monthly"),
          t("fields.rfq_receive_limit"),
          t("fields.quotation_quota"),
          t("fields.team_size"),
          t("fields.analytics_depth"),
          t("subscriptions"),
          t("status"),
          t("actions"),
        ]}
        caption={t("caption", { total: res.data.length })}
        testId="plans-table"
      >
        {res.data.map((p) => (
          <PlanRow
            key={p.id}
            p={p}
            actions={[
              { key: "edit", label: t("edit", { plan: p.name }), onClick: () => setEditing(editing === p.id ? null : p.id) },
              {
                key: "active",
                label: t(p.active ? "deactivate" : "activate", { plan: p.name }),
                onClick: () => setActive(p, !p.active),
                shown: p.code !== FREE,
              },
              { key: "delete", label: t("delete", { plan: p.name }), onClick: () => remove(p), shown: p.code !== FREE },
            ]}
          />
        ))}
      </DataTable>
      <OutcomeNotices notice={notice} error={error} />
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
      <CreateSection title={t("createTitle")}>
        <PlanForm onDone={setNotice} />
      </CreateSection>
    </div>
  );
}

const text = (max: number) => z.string().trim().max(max);
const count = (min: number) => z.coerce.number().int().min(min);
// The API checks the code's pattern, the amount and the country; the form asks for what it must have.
const planForm = z.object({
  code: filled(text(40)),
  name_ar: filled(text(100)),
  name_en: filled(text(100)),
  price_monthly: filled(text(20)),
  country_code: filled(text(2)),
  rfq_receive_limit: z.string().trim(),
  quotation_quota: z.string().trim(),
  team_size: count(1),
  analytics_depth: z.enum(ANALYTICS_DEPTHS),
  sort_order: count(0),
  featured_eligible: z.boolean(),
  featured_weight: count(0),
  reason: text(500),
});

/** A blank limit is "unlimited" (null). */
const limitOf = (value: string) => (value === "" ? null : Number(value));

function PlanForm({ plan, onDone }: { plan?: AdminPlan; onDone: (message: string) => void }) {
  const t = useTranslations("adminCatalog.plans");
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const create = useApiMutation("post", "/admin/plans", CHANGED);
  const update = useApiMutation("patch", "/admin/plans/{planId}", CHANGED);
  const save = plan ? update : create;
  const defaults = {
    code: plan?.code ?? "",
    name_ar: plan?.name_ar ?? "",
    name_en: plan?.name_en ?? "",
    price_monthly: plan?.price_monthly.amount ?? "",
    country_code: plan?.country_code ?? "KW",
    rfq_receive_limit: plan?.rfq_receive_limit?.toString() ?? "",
    quotation_quota: plan?.quotation_quota?.toString() ?? "",
    team_size: String(plan?.team_size ?? 1),
    analytics_depth: plan?.analytics_depth ?? "basic",
    sort_order: String(plan?.sort_order ?? 0),
    featured_eligible: plan?.featured_eligible ?? false,
    featured_weight: String(plan?.featured_weight ?? 0),
    reason: "",
  };
  const form = useZodForm(planForm, defaults);
  const featured = form.watch("featured_eligible");

  const onSubmit = form.handleSubmit(({ code, reason, price_monthly, rfq_receive_limit, quotation_quota, featured_weight, country_code, ...fields }) => {
    const body = {
      ...fields,
      price_monthly: normalizeAmount(price_monthly),
      rfq_receive_limit: limitOf(rfq_receive_limit),
      quotation_quota: limitOf(quotation_quota),
      featured_weight: fields.featured_eligible ? featured_weight : 0,
      country_code: country_code.toUpperCase(),
    };
    const callbacks = {
      onSuccess: ({ data }: { data: { name: string } }) => {
        if (!plan) form.reset(defaults);
        onDone(t(plan ? "saved" : "created", { plan: data.name }));
      },
      onError: (e: unknown) => showApiErrors(form, errorOf(e), FIELDS),
    };
    if (plan) update.mutate({ path: { planId: plan.id }, body: { ...body, ...(reason ? { reason } : {}) } }, callbacks);
    else create.mutate({ body: { ...body, code } }, callbacks);
  });

  const error = errorOf(save.error);
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate data-testid={plan ? "plan-edit-form" : "plan-create-form"}>
      {!plan && <FormText form={form} name="code" label={t("fields.code")} dir="ltr" maxLength={40} hint={t("codeHint")} />}
      <div className="admin-form__row">
        <FormText form={form} name="name_ar" label={t("fields.name_ar")} dir="rtl" maxLength={100} />
        <FormText form={form} name="name_en" label={t("fields.name_en")} dir="ltr" maxLength={100} />
      </div>
      <div className="admin-form__row">
        <FormText form={form} name="price_monthly" label={t("fields.price_monthly")} dir="ltr" inputMode="decimal" hint={t("priceHint")} />
        <FormText form={form} name="country_code" label={t("fields.country_code")} dir="ltr" maxLength={2} />
      </div>
      <div className="admin-form__row">
        <FormText
          form={form}
          name="rfq_receive_limit"
          label={t("fields.rfq_receive_limit")}
          type="number"
          min="0"
          dir="ltr"
          required={false}
          hint={t("limitHint")}
        />
        <FormText
          form={form}
          name="quotation_quota"
          label={t("fields.quotation_quota")}
          type="number"
          min="0"
          dir="ltr"
          required={false}
          hint={t("limitHint")}
        />
        <FormText form={form} name="team_size" label={t("fields.team_size")} type="number" min="1" dir="ltr" />
      </div>
      <div className="admin-form__row">
        <FormSelect
          form={form}
          name="analytics_depth"
          label={t("fields.analytics_depth")}
          options={ANALYTICS_DEPTHS.map((d) => ({ value: d, label: t(`depths.${d}`) }))}
        />
        <FormText form={form} name="sort_order" label={t("fields.sort_order")} type="number" min="0" dir="ltr" required={false} />
      </div>
      <FormCheckbox form={form} name="featured_eligible" label={t("fields.featured_eligible")} />
      {featured && (
        <FormText
          form={form}
          name="featured_weight"
          label={t("fields.featured_weight")}
          type="number"
          min="0"
          dir="ltr"
          required={false}
          hint={t("weightHint")}
        />
      )}
      {plan && <FormText form={form} name="reason" label={t("fields.reason")} multiline rows={2} required={false} maxLength={500} />}
      <FormFooter
        error={error && (error.code === "CONFLICT" && !plan ? t("codeTaken") : errorMessage(error, FIELDS))}
        submitLabel={plan ? t("save") : t("create")}
        pending={save.isPending}
      />
    </form>
  );
}
