"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import type { ApiBody } from "@/components/ui/api-types";
import { Button } from "@/components/ui/button";
import { normalizeAmount } from "@/components/ui/money";
import { topLevelErrors, useErrorMessage } from "@/components/ui/errors";
import { FormSelect, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { useCategories } from "@/components/catalog/reference-data";
import type { MyVendor, VendorService } from "./types";
import { UploadField } from "./upload-field";

// Create or edit a service's own fields (names, descriptions, category,
// starting price, cover image). Status moves and packages live beside it.

const FIELDS = ["name_ar", "name_en", "description_ar", "description_en", "category_id", "price_from", "cover_media_id"];
/** The fields the form holds (the cover is an upload beside them). */
const FORM_FIELDS = ["name_ar", "name_en", "description_ar", "description_en", "category_id", "price_from"];

// The field rules are the server's (a 422 puts its messages beside the fields): the form only collects them.
const serviceForm = z.object({
  name_ar: z.string().trim(),
  name_en: z.string().trim(),
  description_ar: z.string().trim(),
  description_en: z.string().trim(),
  category_id: z.string(),
  price_from: z.string().trim(),
});

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
    return [
      { value: own.id, label: own.name, group: own.name },
      ...(node?.children ?? []).map((child) => ({ value: child.id, label: child.name, group: own.name })),
    ];
  });
  if (service && !options.some((o) => o.value === service.category.id)) {
    options.push({ value: service.category.id, label: service.category.name, group: service.category.name });
  }

  const form = useZodForm(serviceForm, {
    name_ar: service?.name_ar ?? "",
    name_en: service?.name_en ?? "",
    description_ar: service?.description_ar ?? "",
    description_en: service?.description_en ?? "",
    category_id: service?.category.id ?? vendor.categories[0]?.id ?? "",
    price_from: service?.price_from?.amount ?? "",
  });

  const onSubmit = form.handleSubmit(({ price_from: price, ...values }) => {
    const body: ApiBody<"/vendors/me/services", "post"> = {
      ...values,
      description_ar: values.description_ar || null,
      description_en: values.description_en || null,
      cover_media_id: cover?.id ?? null,
    };
    // With packages the starting price follows the cheapest package (the API refuses a manual one).
    if (!service?.packages.length) body.price_from = price ? normalizeAmount(price) : null;
    if (service && body.cover_media_id === service.cover_media_id) delete body.cover_media_id;
    const onSuccess = ({ data }: { data: VendorService }) => onSaved?.(data);
    const onError = (e: unknown) => showApiErrors(form, errorOf(e), FORM_FIELDS);
    if (service) update.mutate({ path: { id: service.id }, body }, { onSuccess, onError });
    else create.mutate({ body }, { onSuccess, onError });
  });

  const errors = topLevelErrors(error);
  return (
    <form className="auth-form form-column" onSubmit={onSubmit} noValidate data-testid="service-form">
      <fieldset disabled={disabled || busy} className="form-fieldset">
        <div className="form-row">
          <FormText form={form} name="name_ar" label={t("nameAr")} dir="rtl" maxLength={120} />
          <FormText form={form} name="name_en" label={t("nameEn")} dir="ltr" maxLength={120} />
        </div>
        <FormSelect form={form} name="category_id" label={t("category")} options={options} key={options.length} />
        <FormText form={form} name="description_ar" label={t("descriptionAr")} dir="rtl" multiline required={false} maxLength={5000} />
        <FormText form={form} name="description_en" label={t("descriptionEn")} dir="ltr" multiline required={false} maxLength={5000} />
        {service?.packages.length ? (
          <p className="form-field__hint">{t("priceFollowsPackages")}</p>
        ) : (
          <FormText
            form={form}
            name="price_from"
            label={t("priceFrom")}
            dir="ltr"
            required={false}
            inputMode="decimal"
            placeholder="150.000"
            hint={t("priceFromHint")}
          />
        )}
        <div className="vendor-media-slot">
          {cover?.url && <img src={cover.url} alt={t("coverAlt")} className="vendor-media-slot__preview" />}
          {cover && (
            <Button variant="link" onClick={() => setCover(null)}>
              {t("removeCover")}
            </Button>
          )}
          <UploadField context="service_image" label={t("cover")} onUploaded={(m) => setCover({ id: m.id, url: m.url })} />
          {errors.cover_media_id && <ErrorText>{errors.cover_media_id.join(" ")}</ErrorText>}
        </div>
      </fieldset>
      {error && <ErrorText>{errorMessage(error, FIELDS)}</ErrorText>}
      {save.isSuccess && (
        <p className="form-status" role="status">
          {t("saved")}
        </p>
      )}
      <div className="form-actions">
        <Button type="submit" disabled={disabled || busy}>
          {service ? t("save") : t("create")}
        </Button>
      </div>
    </form>
  );
}
