"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { browserPosition, failureOf, type PositionFailure } from "@/components/ui/browser-position";
import { Button } from "@/components/ui/button";
import { FormText } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";

// The address line and the point of the business or a branch (docs/search.md
// "Geocoding"): a typed point, or the device's ("Use my current location"), is
// pinned; left empty, the point is found from the address, else the area's
// centre. The line under the fields says where the current point came from.

export type LocationSource = "pinned" | "geocoded" | "centroid" | null;

const coordinate = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || (Number.isFinite(Number(v)) && Number(v) >= min && Number(v) <= max), { message: "validation.vendor_location" });

/** The three fields as the form holds them (text); the bounds are Kuwait's, as the server's. */
export const pointFields = { address_line: z.string().trim().max(200), latitude: coordinate(28.5, 30.2), longitude: coordinate(46.5, 48.5) };
export const bothOrNeither = (v: { latitude: string; longitude: string }) => (v.latitude === "") === (v.longitude === "");

/** The request's part: a typed point, or both null (the address finds it). */
export function pointBody(v: { address_line: string; latitude: string; longitude: string }) {
  const point = v.latitude === "" ? { latitude: null, longitude: null } : { latitude: Number(v.latitude), longitude: Number(v.longitude) };
  return { ...point, address_line: v.address_line === "" ? null : v.address_line };
}

type PointForm = { address_line: string; latitude: string; longitude: string };

export function LocationFields<T extends FieldValues & PointForm>({
  form,
  source,
  testId,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  source?: LocationSource;
  testId: string;
}) {
  const t = useTranslations("vendorPortal.location");
  const [state, setState] = useState<"idle" | "busy" | PositionFailure>("idle");

  async function useMyLocation() {
    setState("busy");
    try {
      const p = await browserPosition();
      form.setValue("latitude" as Path<T>, String(p.latitude) as T[Path<T>], { shouldDirty: true, shouldValidate: true });
      form.setValue("longitude" as Path<T>, String(p.longitude) as T[Path<T>], { shouldDirty: true, shouldValidate: true });
      setState("idle");
    } catch (e) {
      setState(failureOf(e));
    }
  }

  return (
    <div className="vendor-location" data-testid={testId}>
      <FormText form={form} name={"address_line" as Path<T>} label={t("addressLine")} hint={t("addressLineHint")} required={false} maxLength={200} dir="auto" />
      <div className="admin-form__row">
        <FormText form={form} name={"latitude" as Path<T>} label={t("latitude")} dir="ltr" inputMode="decimal" required={false} placeholder="29.3375" />
        <FormText form={form} name={"longitude" as Path<T>} label={t("longitude")} dir="ltr" inputMode="decimal" required={false} placeholder="47.9744" />
      </div>
      <div className="form-field">
        <Button variant="secondary" onClick={useMyLocation} disabled={state === "busy"} data-testid={`${testId}-locate`}>
          {state === "busy" ? t("locating") : t("useMyLocation")}
        </Button>
        {state !== "idle" && state !== "busy" && <ErrorText>{t(`positionError.${state}`)}</ErrorText>}
      </div>
      {source !== undefined && (
        <p className="form-field__hint" data-testid={`${testId}-source`}>
          {t(`source.${source ?? "none"}`)}
        </p>
      )}
      <p className="form-field__hint">{t("clearHint")}</p>
    </div>
  );
}
