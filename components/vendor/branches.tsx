"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { useGovernorates } from "@/components/catalog/reference-data";
import { Button } from "@/components/ui/button";
import { useErrorMessage } from "@/components/ui/errors";
import { FormSelect, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, statusOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { useConfirm } from "@/components/ui/confirm";
import { VendorForbidden, VendorGate } from "@/components/shell/vendor-gate";
import { bothOrNeither, LocationFields, pointBody, pointFields } from "./location-fields";

// The owner's branches (GET/POST/PATCH/DELETE /vendors/me/branches): each with
// its name, the area whose RFQs it receives, its address and point (found
// from the address unless pinned) and an optional own daily capacity
// (docs/vendor-team.md "Branches"). Who works where is set on the team page.

export function BranchManager() {
  return <VendorGate>{() => <BranchPanel />}</VendorGate>;
}

function BranchPanel() {
  const t = useTranslations("vendorPortal.branches");
  const confirm = useConfirm();
  const tl = useTranslations("vendorPortal.location");
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const [removeError, setRemoveError] = useState<string | null>(null);
  const branches = useApiQuery("/vendors/me/branches", {});
  const removal = useApiMutation("delete", "/vendors/me/branches/{id}");

  if (branches.isPending) return <p role="status">{t("loading")}</p>;
  if (branches.isError) {
    if (statusOf(branches.error) === 403) return <VendorForbidden what={t("forbiddenWhat")} />;
    return <ErrorText>{errorMessage(errorOf(branches.error))}</ErrorText>;
  }

  async function remove(id: string, name: string) {
    if (!(await confirm({ title: t("confirmRemove", { name }), confirmLabel: t("remove", { name }), danger: true }))) return;
    setRemoveError(null);
    removal.mutate({ path: { id } }, { onError: (e) => setRemoveError(errorMessage(errorOf(e))) });
  }

  const rows = branches.data.data;
  return (
    <div className="vendor-team" data-testid="vendor-branches">
      <section className="card admin-card" aria-labelledby="branches-title">
        <h2 id="branches-title">{t("title")}</h2>
        {rows.length === 0 ? (
          <p className="admin-muted">{t("none")}</p>
        ) : (
          <ul className="vendor-people" data-testid="branch-list">
            {rows.map((b) => (
              <li key={b.id}>
                <strong>{b.name}</strong>
                <span className="role-chip">{b.area.name}</span>
                <span className="admin-muted">
                  {b.daily_capacity === null ? t("vendorCapacity") : t("capacity", { count: b.daily_capacity })} · {t("members", { count: b.members_count })}
                </span>
                <span className="admin-muted" data-testid="branch-point-source">
                  {tl(`source.${b.location.source ?? "none"}`)}
                </span>
                <Button variant="link" onClick={() => remove(b.id, b.name)}>
                  {t("remove", { name: b.name })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {removeError && <ErrorText>{removeError}</ErrorText>}
        <BranchForm />
      </section>
    </div>
  );
}

// The rules (area, capacity range) are the server's: a 422 puts its message beside the field.
const branchForm = z
  .object({ name_ar: z.string().trim(), name_en: z.string().trim(), area_id: z.string(), daily_capacity: z.string().trim(), ...pointFields })
  .refine(bothOrNeither, { message: "validation.vendor_location", path: ["longitude"] });
const FIELDS = ["name_ar", "name_en", "area_id", "daily_capacity", "address_line", "latitude", "longitude"];

function BranchForm() {
  const t = useTranslations("vendorPortal.branches");
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const governorates = useGovernorates();
  const create = useApiMutation("post", "/vendors/me/branches");
  const form = useZodForm(branchForm, { name_ar: "", name_en: "", area_id: "", daily_capacity: "", address_line: "", latitude: "", longitude: "" });
  const [formError, setFormError] = useState<string | null>(null);
  const areas = (governorates.data?.data ?? []).flatMap((g) => g.areas.map((a) => ({ value: a.id, label: a.name, group: g.name })));

  const onSubmit = form.handleSubmit(({ daily_capacity, address_line, latitude, longitude, ...rest }) => {
    setFormError(null);
    create.mutate(
      { body: { ...rest, ...pointBody({ address_line, latitude, longitude }), daily_capacity: daily_capacity === "" ? null : Number(daily_capacity) } },
      {
        onSuccess: () => form.reset(),
        onError: (e) => {
          const unplaced = showApiErrors(form, errorOf(e), FIELDS);
          if (unplaced.length || !errorOf(e)?.details) setFormError(errorMessage(errorOf(e), FIELDS));
        },
      },
    );
  });

  return (
    <form className="auth-form form-column" onSubmit={onSubmit} noValidate data-testid="branch-form">
      <h3>{t("addTitle")}</h3>
      <FormText form={form} name="name_ar" label={t("nameAr")} dir="rtl" />
      <FormText form={form} name="name_en" label={t("nameEn")} dir="ltr" />
      <FormSelect form={form} name="area_id" label={t("area")} hint={t("areaHint")} options={[{ value: "", label: t("chooseArea") }, ...areas]} />
      <LocationFields form={form} testId="branch-location" />
      <FormText form={form} name="daily_capacity" label={t("dailyCapacity")} hint={t("dailyCapacityHint")} inputMode="numeric" dir="ltr" />
      {formError && <ErrorText>{formError}</ErrorText>}
      {create.data && !create.isPending && (
        <p className="form-status" role="status">
          {t("added", { name: create.data.data.name })}
        </p>
      )}
      <div className="form-actions">
        <Button type="submit" disabled={create.isPending}>
          {t("add")}
        </Button>
      </div>
    </form>
  );
}
