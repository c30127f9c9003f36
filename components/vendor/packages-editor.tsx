"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { normalizeAmount, formatMoney } from "@/components/ui/money";
import { fieldErrors, useErrorMessage } from "@/components/ui/errors";
import { Field } from "@/components/ui/fields";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import type { ServicePackage, VendorService } from "./types";

// The packages of one service: list, add, edit, delete (at most 10). The
// service's starting price follows the cheapest package (server-side), so
// every change refreshes the service and what search shows of it.

const MAX_PACKAGES = 10;
const MAX_INCLUSIONS = 20;
const FIELDS = ["name_ar", "name_en", "description_ar", "description_en", "price", "inclusions", "sort_order"];

export function PackagesEditor({ service, disabled }: { service: VendorService; disabled: boolean }) {
  const t = useTranslations("vendorPortal.packages");
  const locale = useLocale();
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const removal = useApiMutation("delete", "/vendors/me/services/{id}/packages/{packageId}", { invalidates: ["search"] });

  function remove(pkg: ServicePackage) {
    if (!window.confirm(t("confirmDelete", { name: pkg.name }))) return;
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
              <PackageForm
                service={service}
                pkg={pkg}
                onDone={() => setEditing(null)}
              />
            ) : (
              <>
                <div className="vendor-package__head">
                  <h3>{pkg.name}</h3>
                  <strong className="vendor-price">{formatMoney(pkg.price, locale)}</strong>
                </div>
                {pkg.description && <p>{pkg.description}</p>}
                {pkg.inclusions.length > 0 && (
                  <ul className="vendor-inclusions">
                    {pkg.inclusions.map((inc, i) => (
                      <li key={i}>{inc.text}</li>
                    ))}
                  </ul>
                )}
                {!disabled && (
                  <div className="form-actions">
                    <button type="button" className="button-secondary" onClick={() => setEditing(pkg.id)}>
                      {t("edit")}
                    </button>
                    <button type="button" className="button-danger" onClick={() => remove(pkg)}>
                      {t("delete")}
                    </button>
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      {deleteError && (
        <p className="form-field__error" role="alert">
          {deleteError}
        </p>
      )}
      {!disabled &&
        service.packages.length < MAX_PACKAGES &&
        (adding ? (
          <PackageForm
            service={service}
            onDone={() => setAdding(false)}
          />
        ) : (
          <button type="button" onClick={() => setAdding(true)}>
            {t("add")}
          </button>
        ))}
    </section>
  );
}

type InclusionRow = { key: number; ar: string; en: string };

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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const body = {
      name_ar: text("name_ar"),
      name_en: text("name_en"),
      description_ar: text("description_ar") || null,
      description_en: text("description_en") || null,
      price: normalizeAmount(text("price")),
      inclusions: rows.filter((r) => r.ar.trim() || r.en.trim()).map((r) => ({ ar: r.ar.trim(), en: r.en.trim() })),
      sort_order: Number(text("sort_order") || 0),
    };
    if (pkg) update.mutate({ path: { id: service.id, packageId: pkg.id }, body }, { onSuccess: onDone });
    else create.mutate({ path: { id: service.id }, body }, { onSuccess: onDone });
  }

  const errors = fieldErrors(error);
  const inclusionErrors = Object.entries(errors)
    .filter(([k]) => k.startsWith("inclusions"))
    .flatMap(([, m]) => m);
  return (
    <form className="auth-form vendor-form vendor-package-form" onSubmit={onSubmit} noValidate data-testid="package-form">
      <h3>{pkg ? t("editTitle", { name: pkg.name }) : t("addTitle")}</h3>
      <div className="form-row">
        <Field name="name_ar" label={t("nameAr")} dir="rtl" maxLength={120} defaultValue={pkg?.name_ar} errors={errors.name_ar} />
        <Field name="name_en" label={t("nameEn")} dir="ltr" maxLength={120} defaultValue={pkg?.name_en} errors={errors.name_en} />
      </div>
      <div className="form-row">
        <Field name="price" label={t("price")} dir="ltr" inputMode="decimal" placeholder="250.000" defaultValue={pkg?.price.amount} hint={t("priceHint")} errors={errors.price} />
        <Field name="sort_order" label={t("sortOrder")} type="number" dir="ltr" required={false} min="0" step="1" defaultValue={String(pkg?.sort_order ?? 0)} errors={errors.sort_order} />
      </div>
      <Field name="description_ar" label={t("descriptionAr")} dir="rtl" multiline rows={2} required={false} defaultValue={pkg?.description_ar ?? ""} errors={errors.description_ar} />
      <Field name="description_en" label={t("descriptionEn")} dir="ltr" multiline rows={2} required={false} defaultValue={pkg?.description_en ?? ""} errors={errors.description_en} />
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
            <button type="button" className="link-button" onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}>
              {t("removeInclusion", { number: i + 1 })}
            </button>
          </div>
        ))}
        {rows.length < MAX_INCLUSIONS && (
          <button
            type="button"
            className="button-secondary"
            onClick={() => {
              setRows((all) => [...all, { key: nextKey, ar: "", en: "" }]);
              setNextKey(nextKey + 1);
            }}
          >
            {t("addInclusion")}
          </button>
        )}
        {inclusionErrors.length > 0 && (
          <p className="form-field__error" role="alert">
            {inclusionErrors.join(" ")}
          </p>
        )}
      </fieldset>
      {error && (
        <p className="form-field__error" role="alert">
          {errorMessage(error, [...FIELDS, ...Object.keys(errors).filter((k) => k.startsWith("inclusions"))])}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" disabled={busy}>
          {pkg ? t("save") : t("create")}
        </button>
        <button type="button" className="button-secondary" onClick={onDone} disabled={busy}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
