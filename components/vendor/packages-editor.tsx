"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { normalizeAmount, formatMoney } from "@/components/ui/money";
import { fieldErrors, useErrorMessage } from "@/components/ui/errors";
import { Field } from "@/components/ui/fields";
import { FormSelect, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { useConfirm } from "@/components/ui/confirm";
import type { ServicePackage, VendorService } from "./types";

// The packages of one service: list, add, edit, delete (at most 10). The
// service's starting price follows the cheapest package (server-side), so
// every change refreshes the service and what search shows of it.

const MAX_PACKAGES = 10;
const MAX_INCLUSIONS = 20;
const FIELDS = ["name_ar", "name_en", "description_ar", "description_en", "price", "inclusions", "sort_order", "direct_order"];
/** The fields the form holds (the inclusions' errors show under their rows). */
const FORM_FIELDS = ["name_ar", "name_en", "description_ar", "description_en", "price", "sort_order", "direct_order"];

export function PackagesEditor({ service, disabled }: { service: VendorService; disabled: boolean }) {
  const t = useTranslations("vendorPortal.packages");
  const confirm = useConfirm();
  const locale = useLocale();
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const removal = useApiMutation("delete", "/vendors/me/services/{id}/packages/{packageId}", { invalidates: ["search"] });

  async function remove(pkg: ServicePackage) {
    if (!(await confirm({ title: t("confirmDelete", { name: pkg.name }), confirmLabel: t("delete"), danger: true }))) return;
    setDeleteError(null);
    removal.mutate({ path: { id: service.id, packageId: pkg.id } }, { onError: (e) => setDeleteError(errorMessage(errorOf(e))) });
  }

  return (
    <section className="card admin-card" aria-labelledby="packages-title" data-testid="packages-editor">
      <h2 id="packages-title">{t("title")}</h2>
      <p className="form-field__hint">{t("intro", { max: MAX_PACKAGES })}</p>
      {service.packages.length === 0 && <p className="admin-muted">{t("none")}</p>}
      <ul className="vendor-packages">
        {service.packages.map((pkg) => (
          <li key={pkg.id} className="vendor-package" data-testid="package-item">
            {editing === pkg.id ? (
              <PackageForm service={service} pkg={pkg} onDone={() => setEditing(null)} />
            ) : (
              <>
                <div className="vendor-package__head">
                  <h3>{pkg.name}</h3>
                  <strong className="vendor-price">{formatMoney(pkg.price, locale)}</strong>
                </div>
                {pkg.description && <p>{pkg.description}</p>}
                {pkg.direct_order && (
                  <p className="form-field__hint" data-testid="package-direct-order">
                    {t(`directOrder.${pkg.direct_order}`)}
                  </p>
                )}
                {pkg.inclusions.length > 0 && (
                  <ul className="vendor-inclusions">
                    {pkg.inclusions.map((inc, i) => (
                      <li key={i}>{inc.text}</li>
                    ))}
                  </ul>
                )}
                {!disabled && (
                  <div className="form-actions">
                    <Button variant="secondary" onClick={() => setEditing(pkg.id)}>
                      {t("edit")}
                    </Button>
                    <Button variant="danger" onClick={() => remove(pkg)}>
                      {t("delete")}
                    </Button>
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      {deleteError && <ErrorText>{deleteError}</ErrorText>}
      {!disabled &&
        service.packages.length < MAX_PACKAGES &&
        (adding ? <PackageForm service={service} onDone={() => setAdding(false)} /> : <Button onClick={() => setAdding(true)}>{t("add")}</Button>)}
    </section>
  );
}

type InclusionRow = { key: number; ar: string; en: string };

// The field rules are the server's (a 422 puts its messages beside the fields): the form only collects them.
// The inclusion rows are added and removed in local state, beside the form.
const packageForm = z.object({
  name_ar: z.string().trim(),
  name_en: z.string().trim(),
  description_ar: z.string().trim(),
  description_en: z.string().trim(),
  price: z.string().trim(),
  sort_order: z.string().trim(),
  /** Direct orders (docs/orders.md): "" quote only, or ordered at its price, paid in full or by a 20% deposit online. */
  direct_order: z.enum(["", "full", "deposit"]),
});

function PackageForm({ service, pkg, onDone }: { service: VendorService; pkg?: ServicePackage; onDone: () => void }) {
  const t = useTranslations("vendorPortal.packages");
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const create = useApiMutation("post", "/vendors/me/services/{id}/packages", { invalidates: ["search"] });
  const update = useApiMutation("patch", "/vendors/me/services/{id}/packages/{packageId}", { invalidates: ["search"] });
  const save = pkg ? update : create;
  const error = errorOf(save.error);
  const busy = save.isPending;
  const [rows, setRows] = useState<InclusionRow[]>(() => (pkg?.inclusions ?? []).map((inc, i) => ({ key: i, ar: inc.ar, en: inc.en })));
  const [nextKey, setNextKey] = useState(rows.length);

  const form = useZodForm(packageForm, {
    name_ar: pkg?.name_ar ?? "",
    name_en: pkg?.name_en ?? "",
    description_ar: pkg?.description_ar ?? "",
    description_en: pkg?.description_en ?? "",
    price: pkg?.price.amount ?? "",
    sort_order: String(pkg?.sort_order ?? 0),
    direct_order: pkg?.direct_order ?? "",
  });

  const onSubmit = form.handleSubmit((values) => {
    const body = {
      name_ar: values.name_ar,
      name_en: values.name_en,
      description_ar: values.description_ar || null,
      description_en: values.description_en || null,
      price: normalizeAmount(values.price),
      inclusions: rows.filter((r) => r.ar.trim() || r.en.trim()).map((r) => ({ ar: r.ar.trim(), en: r.en.trim() })),
      sort_order: Number(values.sort_order || 0),
      direct_order: values.direct_order || null,
    };
    const onError = (e: unknown) => showApiErrors(form, errorOf(e), FORM_FIELDS);
    if (pkg) update.mutate({ path: { id: service.id, packageId: pkg.id }, body }, { onSuccess: onDone, onError });
    else create.mutate({ path: { id: service.id }, body }, { onSuccess: onDone, onError });
  });

  const errors = fieldErrors(error);
  const inclusionErrors = Object.entries(errors)
    .filter(([k]) => k.startsWith("inclusions"))
    .flatMap(([, m]) => m);
  return (
    <form className="auth-form form-column vendor-package-form" onSubmit={onSubmit} noValidate data-testid="package-form">
      <h3>{pkg ? t("editTitle", { name: pkg.name }) : t("addTitle")}</h3>
      <div className="form-row">
        <FormText form={form} name="name_ar" label={t("nameAr")} dir="rtl" maxLength={120} />
        <FormText form={form} name="name_en" label={t("nameEn")} dir="ltr" maxLength={120} />
      </div>
      <div className="form-row">
        <FormText form={form} name="price" label={t("price")} dir="ltr" inputMode="decimal" placeholder="250.000" hint={t("priceHint")} />
        <FormText form={form} name="sort_order" label={t("sortOrder")} type="number" dir="ltr" required={false} min="0" step="1" />
      </div>
      <FormSelect
        form={form}
        name="direct_order"
        label={t("directOrder.label")}
        required={false}
        hint={t("directOrder.hint")}
        options={[
          { value: "", label: t("directOrder.none") },
          { value: "full", label: t("directOrder.full") },
          { value: "deposit", label: t("directOrder.deposit") },
        ]}
      />
      <FormText form={form} name="description_ar" label={t("descriptionAr")} dir="rtl" multiline rows={2} required={false} />
      <FormText form={form} name="description_en" label={t("descriptionEn")} dir="ltr" multiline rows={2} required={false} />
      <fieldset className="vendor-inclusion-rows">
        <legend>{t("inclusions")}</legend>
        <p className="form-field__hint">{t("inclusionsHint")}</p>
        {rows.map((row, i) => (
          <div key={row.key} className="form-row vendor-inclusion-row">
            <Field
              name={`inclusion_ar_${row.key}`}
              label={t("inclusionAr", { number: i + 1 })}
              dir="rtl"
              maxLength={200}
              value={row.ar}
              onChange={(v) => setRows((all) => all.map((r) => (r.key === row.key ? { ...r, ar: v } : r)))}
            />
            <Field
              name={`inclusion_en_${row.key}`}
              label={t("inclusionEn", { number: i + 1 })}
              dir="ltr"
              maxLength={200}
              value={row.en}
              onChange={(v) => setRows((all) => all.map((r) => (r.key === row.key ? { ...r, en: v } : r)))}
            />
            <Button variant="link" onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}>
              {t("removeInclusion", { number: i + 1 })}
            </Button>
          </div>
        ))}
        {rows.length < MAX_INCLUSIONS && (
          <Button
            variant="secondary"
            onClick={() => {
              setRows((all) => [...all, { key: nextKey, ar: "", en: "" }]);
              setNextKey(nextKey + 1);
            }}
          >
            {t("addInclusion")}
          </Button>
        )}
        {inclusionErrors.length > 0 && <ErrorText>{inclusionErrors.join(" ")}</ErrorText>}
      </fieldset>
      {error && <ErrorText>{errorMessage(error, [...FIELDS, ...Object.keys(errors).filter((k) => k.startsWith("inclusions"))])}</ErrorText>}
      <div className="form-actions">
        <Button type="submit" disabled={busy}>
          {pkg ? t("save") : t("create")}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
