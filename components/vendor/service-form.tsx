"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import type { ApiBody } from "@/components/ui/api-types";
import { normalizeAmount } from "@/components/ui/money";
import { topLevelErrors, useErrorMessage } from "@/components/ui/errors";
import { Field, Select } from "@/components/ui/fields";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { useCategories } from "./reference-data";
import type { MyVendor, VendorService } from "./types";
import { UploadField } from "./upload-field";

// Create or edit a service's own fields (names, descriptions, category,
// starting price, cover image). Status moves and packages live beside it.

const FIELDS = ["name_ar", "name_en", "description_ar", "description_en", "category_id", "price_from", "cover_media_id"];

export function ServiceForm({
  vendor,
  service,
  onSaved,
  disabled = false,
}: {
  vendor: MyVendor;
  service?: VendorService;
  onSaved?: (service: VendorService) => void;
  disabled?: boolean;
}) {
  const t = useTranslations("vendorPortal.serviceForm");
  const categories = useCategories();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  // A service shows in search as well as on the vendor's pages (its own domain).
  const create = useApiMutation("post", "/vendors/me/services", { invalidates: ["search"] });
  const update = useApiMutation("patch", "/vendors/me/services/{id}", { invalidates: ["search"] });
  const save = service ? update : create;
  const error = errorOf(save.error);
  const busy = save.isPending;
  const [cover, setCover] = useState<{ id: string; url: string | null } | null>(
    service?.cover_media_id ? { id: service.cover_media_id, url: service.cover_image } : null,
  );

  // The vendor's categories and their active subcategories (the API allows exactly these).
  const tree = categories.data?.data ?? [];
  const options = vendor.categories.flatMap((own) => {
    const node = tree.find((c) => c.id === own.id);
    return [{ value: own.id, label: own.name, group: own.name }, ...(node?.children ?? []).map((child) => ({ value: child.id, label: child.name, group: own.name }))];
  });
  if (service && !options.some((o) => o.value === service.category.id)) {
    options.push({ value: service.category.id, label: service.category.name, group: service.category.name });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const price = text("price_from");
    const body: ApiBody<"/vendors/me/services", "post"> = {
      name_ar: text("name_ar"),
      name_en: text("name_en"),
      description_ar: text("description_ar") || null,
      description_en: text("description_en") || null,
      category_id: text("category_id"),
      cover_media_id: cover?.id ?? null,
    };
    // With packages the starting price follows the cheapest package (the API refuses a manual one).
    if (!service?.packages.length) body.price_from = price ? normalizeAmount(price) : null;
    if (service && body.cover_media_id === service.cover_media_id) delete body.cover_media_id;
    const onSuccess = ({ data }: { data: VendorService }) => onSaved?.(data);
    if (service) update.mutate({ path: { id: service.id }, body }, { onSuccess });
    else create.mutate({ body }, { onSuccess });
  }

  const errors = topLevelErrors(error);
  return (
    <form className="auth-form vendor-form" onSubmit={onSubmit} noValidate data-testid="service-form">
      <fieldset disabled={disabled || busy} className="vendor-fieldset">
        <div className="form-row">
          <Field name="name_ar" label={t("nameAr")} dir="rtl" maxLength={120} defaultValue={service?.name_ar} errors={errors.name_ar} />
          <Field name="name_en" label={t("nameEn")} dir="ltr" maxLength={120} defaultValue={service?.name_en} errors={errors.name_en} />
        </div>
        <Select
          name="category_id"
          label={t("category")}
          defaultValue={service?.category.id ?? vendor.categories[0]?.id}
          options={options}
          errors={errors.category_id}
          key={options.length}
        />
        <Field name="description_ar" label={t("descriptionAr")} dir="rtl" multiline required={false} maxLength={5000} defaultValue={service?.description_ar ?? ""} errors={errors.description_ar} />
        <Field name="description_en" label={t("descriptionEn")} dir="ltr" multiline required={false} maxLength={5000} defaultValue={service?.description_en ?? ""} errors={errors.description_en} />
        {service?.packages.length ? (
          <p className="form-field__hint">{t("priceFollowsPackages")}</p>
        ) : (
          <Field
            name="price_from"
            label={t("priceFrom")}
            dir="ltr"
            required={false}
            inputMode="decimal"
            placeholder="150.000"
            defaultValue={service?.price_from?.amount ?? ""}
            hint={t("priceFromHint")}
            errors={errors.price_from}
          />
        )}
        <div className="vendor-media-slot">
          {cover?.url && <img src={cover.url} alt={t("coverAlt")} className="vendor-media-slot__preview" />}
          {cover && (
            <button type="button" className="link-button" onClick={() => setCover(null)}>
              {t("removeCover")}
            </button>
          )}
          <UploadField context="service_image" label={t("cover")} onUploaded={(m) => setCover({ id: m.id, url: m.url })} />
          {errors.cover_media_id && (
            <p className="form-field__error" role="alert">
              {errors.cover_media_id.join(" ")}
            </p>
          )}
        </div>
      </fieldset>
      {error && (
        <p className="form-field__error" role="alert">
          {errorMessage(error, FIELDS)}
        </p>
      )}
      {save.isSuccess && (
        <p className="form-status" role="status">
          {t("saved")}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" disabled={disabled || busy}>
          {service ? t("save") : t("create")}
        </button>
      </div>
    </form>
  );
}
