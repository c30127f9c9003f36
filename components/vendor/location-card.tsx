"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { FormCheckbox, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { errorOf, statusOf, useApiMutation } from "@/components/ui/use-api";
import { useErrorMessage } from "@/components/ui/errors";
import { useReloadMyVendor } from "@/components/shell/use-my-vendor";
import type { MyVendor } from "./types";

// The business's point on the map (PATCH /vendors/me latitude, longitude,
// show_exact_location): search measures distances from it, or from the area's
// centroid when it is left empty. The public sees only the area unless the
// vendor publishes the point (docs/search.md "Distance").

const FIELDS = ["latitude", "longitude", "show_exact_location"] as const;
const coordinate = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || (Number.isFinite(Number(v)) && Number(v) >= min && Number(v) <= max), { message: "validation.vendor_location" });
const locationForm = z
  .object({ latitude: coordinate(28.5, 30.2), longitude: coordinate(46.5, 48.5), show_exact_location: z.boolean() })
  .refine((v) => (v.latitude === "") === (v.longitude === ""), { message: "validation.vendor_location", path: ["longitude"] });

export function LocationCard({ vendor, onForbidden }: { vendor: MyVendor; onForbidden: () => void }) {
  const t = useTranslations("vendorPortal.profile");
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const reloadMyVendor = useReloadMyVendor();
  const save = useApiMutation("patch", "/vendors/me", { invalidates: ["search"] });
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { latitude, longitude, show_exact_location } = vendor.location;
  const form = useZodForm(locationForm, {
    latitude: latitude === null ? "" : String(latitude),
    longitude: longitude === null ? "" : String(longitude),
    show_exact_location,
  });

  const onSubmit = form.handleSubmit((values) => {
    setSaved(false);
    setFailure(null);
    const point = values.latitude === "" ? { latitude: null, longitude: null } : { latitude: Number(values.latitude), longitude: Number(values.longitude) };
    save.mutate(
      { body: { ...point, show_exact_location: values.show_exact_location } },
      {
        onSuccess: async () => {
          await reloadMyVendor();
          setSaved(true);
        },
        onError: (e: unknown) => {
          if (statusOf(e) === 403) return onForbidden();
          const unplaced = showApiErrors(form, errorOf(e), FIELDS);
          if (unplaced.length > 0 || errorOf(e)?.code !== "VALIDATION_FAILED") setFailure(errorMessage(errorOf(e), []));
        },
      },
    );
  });

  return (
    <section className="card admin-card" aria-labelledby="location-title" data-testid="profile-location">
      <h2 id="location-title">{t("locationTitle")}</h2>
      <p className="form-field__hint">{vendor.area ? t("locationHint", { area: vendor.area.name }) : t("locationHintNoArea")}</p>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <div className="admin-form__row">
          <FormText form={form} name="latitude" label={t("latitude")} dir="ltr" inputMode="decimal" required={false} placeholder="29.3375" />
          <FormText form={form} name="longitude" label={t("longitude")} dir="ltr" inputMode="decimal" required={false} placeholder="47.9744" />
        </div>
        <FormCheckbox form={form} name="show_exact_location" label={t("showExactLocation")} hint={t("showExactLocationHint")} />
        {failure && (
          <p className="form-field__error" role="alert">
            {failure}
          </p>
        )}
        {saved && (
          <p className="form-field__hint" role="status">
            {t("locationSaved")}
          </p>
        )}
        <div className="admin-form__actions">
          <button type="submit" disabled={save.isPending}>
            {t("save")}
          </button>
        </div>
      </form>
    </section>
  );
}
