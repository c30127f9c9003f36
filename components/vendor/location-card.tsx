"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormCheckbox, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, statusOf, useApiMutation } from "@/components/ui/use-api";
import { useErrorMessage } from "@/components/ui/errors";
import { useReloadMyVendor } from "@/components/shell/use-my-vendor";
import { bothOrNeither, LocationFields, pointBody, pointFields } from "./location-fields";
import type { MyVendor } from "./types";

// The business's address and point on the map (PATCH /vendors/me address_line,
// latitude, longitude, show_exact_location): search measures distances from
// the point; typed or taken from the device it is pinned, left empty it is
// found from the address, else the area's centre. The public sees only the
// area unless the vendor publishes the point (docs/search.md "Distance").

const FIELDS = ["address_line", "latitude", "longitude", "show_exact_location"] as const;
const locationForm = z
  .object({ ...pointFields, show_exact_location: z.boolean() })
  .refine(bothOrNeither, { message: "validation.vendor_location", path: ["longitude"] });

export function LocationCard({ vendor, onForbidden }: { vendor: MyVendor; onForbidden: () => void }) {
  const t = useTranslations("vendorPortal.profile");
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const reloadMyVendor = useReloadMyVendor();
  const save = useApiMutation("patch", "/vendors/me", { invalidates: ["search"] });
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { latitude, longitude, address_line, source, show_exact_location } = vendor.location;
  const shown = { latitude: latitude === null ? "" : String(latitude), longitude: longitude === null ? "" : String(longitude) };
  const form = useZodForm(locationForm, { address_line: address_line ?? "", ...shown, show_exact_location });

  const onSubmit = form.handleSubmit((values) => {
    setSaved(false);
    setFailure(null);
    const { latitude: lat, longitude: lng, address_line: line } = pointBody(values);
    // A found point (address or area centre) sent back unchanged would become a pin: it is left out.
    const foundUnchanged = (source === "geocoded" || source === "centroid") && values.latitude === shown.latitude && values.longitude === shown.longitude;
    save.mutate(
      { body: { address_line: line, ...(foundUnchanged ? {} : { latitude: lat, longitude: lng }), show_exact_location: values.show_exact_location } },
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
        <LocationFields form={form} source={source} testId="profile-location-fields" />
        <FormCheckbox form={form} name="show_exact_location" label={t("showExactLocation")} hint={t("showExactLocationHint")} />
        {failure && <ErrorText>{failure}</ErrorText>}
        {saved && (
          <p className="form-field__hint" role="status">
            {t("locationSaved")}
          </p>
        )}
        <div className="admin-form__actions">
          <Button type="submit" disabled={save.isPending}>
            {t("save")}
          </Button>
        </div>
      </form>
    </section>
  );
}
