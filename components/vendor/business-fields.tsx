"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Field, Select } from "@/components/ui/fields";
import { useCategories, useCities, useGovernorates } from "./reference-data";
import type { MyVendor } from "./types";
import { SLUG_PATTERN, suggestSlug } from "./validate";

// The business part of a vendor profile, shared by the application wizard and
// the profile page: names, slug (with a live format check), 1-3 categories
// (the first chosen is the primary one), city and area. Uncontrolled for the
// parent form: the chosen categories travel in a hidden `category_ids` input.

export const MAX_CATEGORIES = 3;

export type BusinessDefaults = Pick<MyVendor, "name_ar" | "name_en" | "slug"> & { category_ids: string[]; city_id: string; area_id: string | null };

export function BusinessFields({ defaults, errors }: { defaults?: BusinessDefaults; errors: Record<string, string[]> }) {
  const t = useTranslations("vendorPortal.business");
  const categories = useCategories();
  const cities = useCities();
  const governorates = useGovernorates();
  const [slug, setSlug] = useState(defaults?.slug ?? "");
  const [slugTouched, setSlugTouched] = useState(!!defaults?.slug);
  const [chosen, setChosen] = useState<string[]>(defaults?.category_ids ?? []);
  const [cityId, setCityId] = useState(defaults?.city_id ?? "");
  const groupId = useId();

  const slugState = !slug ? "empty" : slug.length >= 3 && SLUG_PATTERN.test(slug) ? "ok" : "invalid";
  const toggle = (id: string, on: boolean) => setChosen((c) => (on ? (c.includes(id) ? c : [...c, id]) : c.filter((x) => x !== id)));
  const top = categories.data?.data ?? [];
  const nameOf = (id: string) => top.find((c) => c.id === id)?.name ?? id;
  const areaOptions = (governorates.data?.data ?? [])
    .filter((g) => g.city_id === cityId)
    .flatMap((g) => g.areas.map((a) => ({ value: a.id, label: a.name, group: g.name })));
  const categoryErrors = errors.category_ids;

  return (
    <>
      <div className="form-row">
        <Field name="name_ar" label={t("nameAr")} dir="rtl" maxLength={100} defaultValue={defaults?.name_ar} errors={errors.name_ar} />
        <Field
          name="name_en"
          label={t("nameEn")}
          dir="ltr"
          maxLength={100}
          defaultValue={defaults?.name_en}
          errors={errors.name_en}
          onChange={(v) => {
            if (!slugTouched) setSlug(suggestSlug(v));
          }}
        />
      </div>
      <Field
        name="slug"
        label={t("slug")}
        dir="ltr"
        maxLength={60}
        value={slug}
        onChange={(v) => {
          setSlugTouched(true);
          setSlug(v.toLowerCase());
        }}
        errors={errors.slug}
        hint={
          <span className={`vendor-slug vendor-slug--${slugState}`} data-testid="slug-hint">
            {slugState === "invalid" ? t("slugInvalid") : t("slugHint")}{" "}
            {slugState === "ok" && (
              <bdi dir="ltr" className="vendor-slug__url">
                /vendors/{slug}
              </bdi>
            )}
          </span>
        }
      />

      <fieldset className="vendor-choices" aria-describedby={`${groupId}-hint${categoryErrors?.length ? ` ${groupId}-error` : ""}`}>
        <legend>{t("categories")}</legend>
        <p id={`${groupId}-hint`} className="form-field__hint">
          {t("categoriesHint", { max: MAX_CATEGORIES })}
          {chosen.length > 0 && <> {t("primary", { name: nameOf(chosen[0]) })}</>}
        </p>
        {categories.isPending && <p role="status">{t("loading")}</p>}
        <ul className="vendor-choices__list">
          {top.map((c) => {
            const on = chosen.includes(c.id);
            return (
              <li key={c.id}>
                <label className="vendor-choice">
                  <input type="checkbox" checked={on} disabled={!on && chosen.length >= MAX_CATEGORIES} onChange={(e) => toggle(c.id, e.target.checked)} />
                  <span>{c.name}</span>
                  {chosen[0] === c.id && <span className="vendor-choice__primary">{t("primaryBadge")}</span>}
                </label>
              </li>
            );
          })}
        </ul>
        <input type="hidden" name="category_ids" value={chosen.join(",")} />
        {categoryErrors?.length ? (
          <p id={`${groupId}-error`} className="form-field__error" role="alert">
            {categoryErrors.join(" ")}
          </p>
        ) : null}
      </fieldset>

      <div className="form-row">
        <Select
          name="city_id"
          label={t("city")}
          value={cityId}
          onChange={setCityId}
          placeholder={t("choose")}
          options={(cities.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          errors={errors.city_id}
        />
        <Select
          key={cityId}
          name="area_id"
          label={t("area")}
          required={false}
          defaultValue={cityId === defaults?.city_id ? (defaults?.area_id ?? "") : ""}
          placeholder={t("anyArea")}
          options={areaOptions}
          errors={errors.area_id}
        />
      </div>
    </>
  );
}

export function DetailsFields({ defaults, errors }: { defaults?: Partial<MyVendor>; errors: Record<string, string[]> }) {
  const t = useTranslations("vendorPortal.details");
  return (
    <>
      <Field name="description_ar" label={t("descriptionAr")} dir="rtl" multiline maxLength={2000} defaultValue={defaults?.description_ar ?? ""} errors={errors.description_ar} hint={t("descriptionHint")} />
      <Field name="description_en" label={t("descriptionEn")} dir="ltr" multiline maxLength={2000} defaultValue={defaults?.description_en ?? ""} errors={errors.description_en} />
      <p className="form-field__hint vendor-private-note">{t("contactPrivate")}</p>
      <div className="form-row">
        <Field name="contact_email" type="email" label={t("contactEmail")} dir="ltr" inputMode="email" defaultValue={defaults?.contact_email ?? ""} errors={errors.contact_email} />
        <Field name="contact_phone" type="tel" label={t("contactPhone")} dir="ltr" inputMode="tel" placeholder="+965 5xxxxxxx" defaultValue={defaults?.contact_phone ?? ""} errors={errors.contact_phone} />
      </div>
      <div className="form-row">
        <Field name="website" type="url" label={t("website")} dir="ltr" required={false} inputMode="url" placeholder="https://" defaultValue={defaults?.website ?? ""} errors={errors.website} />
        <Field name="instagram" label={t("instagram")} dir="ltr" required={false} placeholder="@" defaultValue={defaults?.instagram ?? ""} errors={errors.instagram} />
      </div>
    </>
  );
}

/** The business and details fields of a form, as the API body expects them (blank optional fields left out or null). */
export function profileBody(form: FormData, nullBlanks: boolean) {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const optional = (name: string) => {
    const value = text(name);
    return value ? value : nullBlanks ? null : undefined;
  };
  return {
    name_ar: text("name_ar"),
    name_en: text("name_en"),
    slug: text("slug"),
    category_ids: text("category_ids").split(",").filter(Boolean),
    city_id: text("city_id"),
    area_id: optional("area_id"),
    description_ar: text("description_ar"),
    description_en: text("description_en"),
    contact_email: text("contact_email"),
    contact_phone: text("contact_phone"),
    website: optional("website"),
    instagram: optional("instagram"),
  };
}

export const BUSINESS_FIELDS = ["name_ar", "name_en", "slug", "category_ids", "city_id", "area_id"] as const;
export const DETAILS_FIELDS = ["description_ar", "description_en", "contact_email", "contact_phone", "website", "instagram"] as const;
