"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import type { ReactNode } from "react";
import { Field, Select } from "@/components/ui/fields";
import { FormSelect, FormText } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { useCategories, useCities, useGovernorates } from "@/components/catalog/reference-data";
import { MAX_CATEGORIES, type ProfileValues } from "./profile-schemas";
import { SLUG_PATTERN, suggestSlug } from "./validate";

// The business and details parts of a vendor profile, shared by the
// application wizard and the profile page: fields of the page's form
// (components/ui/form.tsx; ./profile-schemas.ts holds the values and the
// wizard's step checks): names, slug (with a live format check), 1-3
// categories (the first chosen is the primary one), city and area.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ProfileForm = UseFormReturn<ProfileValues, any, any>;

function SlugHint({ slug }: { slug: string }) {
  const t = useTranslations("vendorPortal.business");
  const state = !slug ? "empty" : slug.length >= 3 && SLUG_PATTERN.test(slug) ? "ok" : "invalid";
  return (
    <span className={`vendor-slug vendor-slug--${state}`} data-testid="slug-hint">
      {state === "invalid" ? t("slugInvalid") : t("slugHint")}{" "}
      {state === "ok" && (
        <bdi dir="ltr" className="vendor-slug__url">
          /vendors/{slug}
        </bdi>
      )}
    </span>
  );
}

/** Names and slug: the slug follows the English name until it is typed in. */
function NameFields({ form }: { form: ProfileForm }) {
  const t = useTranslations("vendorPortal.business");
  const [slugTouched, setSlugTouched] = useState(() => Boolean(form.getValues("slug")));
  return (
    <>
      <div className="form-row">
        <FormText form={form} name="name_ar" label={t("nameAr")} dir="rtl" maxLength={100} />
        <Controller
          control={form.control}
          name="name_en"
          render={({ field, fieldState }) => (
            <FormTextLike
              name="name_en"
              label={t("nameEn")}
              value={field.value}
              error={fieldState.error?.message}
              onChange={(v) => {
                field.onChange(v);
                if (!slugTouched) form.setValue("slug", suggestSlug(v));
              }}
            />
          )}
        />
      </div>
      <Controller
        control={form.control}
        name="slug"
        render={({ field, fieldState }) => (
          <FormTextLike
            name="slug"
            label={t("slug")}
            maxLength={60}
            value={field.value}
            error={fieldState.error?.message}
            hint={<SlugHint slug={field.value} />}
            onChange={(v) => {
              setSlugTouched(true);
              field.onChange(v.toLowerCase());
            }}
          />
        )}
      />
    </>
  );
}

/** A left-to-right text field whose change does more than set its value. */
function FormTextLike({
  error,
  ...props
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: ReactNode;
  maxLength?: number;
  onChange: (v: string) => void;
}) {
  return <Field dir="ltr" maxLength={100} {...props} errors={error ? [error] : undefined} />;
}

/** 1-3 categories as checkboxes; the first chosen is the primary one. */
function CategoryChoices({ form }: { form: ProfileForm }) {
  const t = useTranslations("vendorPortal.business");
  const categories = useCategories();
  const groupId = useId();
  const top = categories.data?.data ?? [];
  const nameOf = (id: string) => top.find((c) => c.id === id)?.name ?? id;
  return (
    <Controller
      control={form.control}
      name="category_ids"
      render={({ field, fieldState }) => {
        const chosen = field.value;
        const toggle = (id: string, on: boolean) => field.onChange(on ? (chosen.includes(id) ? chosen : [...chosen, id]) : chosen.filter((x) => x !== id));
        const error = fieldState.error?.message;
        return (
          <fieldset className="vendor-choices" aria-describedby={`${groupId}-hint${error ? ` ${groupId}-error` : ""}`}>
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
            {error ? <ErrorText id={`${groupId}-error`}>{error}</ErrorText> : null}
          </fieldset>
        );
      }}
    />
  );
}

/** City, then an area of it (back to the saved area when the saved city is chosen again). */
function PlaceFields({ form }: { form: ProfileForm }) {
  const t = useTranslations("vendorPortal.business");
  const cities = useCities();
  const governorates = useGovernorates();
  const cityId = form.watch("city_id");
  const saved = form.formState.defaultValues;
  const areaOptions = (governorates.data?.data ?? [])
    .filter((g) => g.city_id === cityId)
    .flatMap((g) => g.areas.map((a) => ({ value: a.id, label: a.name, group: g.name })));
  return (
    <div className="form-row">
      <Controller
        control={form.control}
        name="city_id"
        render={({ field, fieldState }) => (
          <Select
            name="city_id"
            label={t("city")}
            value={field.value}
            onChange={(v) => {
              field.onChange(v);
              form.setValue("area_id", v && v === saved?.city_id ? (saved?.area_id ?? "") : "");
            }}
            placeholder={t("choose")}
            options={(cities.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            errors={fieldState.error?.message ? [fieldState.error.message] : undefined}
          />
        )}
      />
      <FormSelect form={form} name="area_id" label={t("area")} required={false} placeholder={t("anyArea")} options={areaOptions} />
    </div>
  );
}

export function BusinessFields({ form }: { form: ProfileForm }) {
  return (
    <>
      <NameFields form={form} />
      <CategoryChoices form={form} />
      <PlaceFields form={form} />
    </>
  );
}

export function DetailsFields({ form }: { form: ProfileForm }) {
  const t = useTranslations("vendorPortal.details");
  return (
    <>
      <FormText form={form} name="description_ar" label={t("descriptionAr")} dir="rtl" multiline maxLength={2000} hint={t("descriptionHint")} />
      <FormText form={form} name="description_en" label={t("descriptionEn")} dir="ltr" multiline maxLength={2000} />
      <p className="form-field__hint vendor-private-note">{t("contactPrivate")}</p>
      <div className="form-row">
        <FormText form={form} name="contact_email" type="email" label={t("contactEmail")} dir="ltr" inputMode="email" />
        <FormText form={form} name="contact_phone" type="tel" label={t("contactPhone")} dir="ltr" inputMode="tel" placeholder="+965 5xxxxxxx" />
      </div>
      <div className="form-row">
        <FormText form={form} name="website" type="url" label={t("website")} dir="ltr" required={false} inputMode="url" placeholder="https://" />
        <FormText form={form} name="instagram" label={t("instagram")} dir="ltr" required={false} placeholder="@" />
      </div>
    </>
  );
}
