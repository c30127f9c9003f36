"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import type { ApiData } from "@/components/ui/api-types";
import { Button } from "@/components/ui/button";
import { FormCheckbox, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorLine } from "@/components/ui/states";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { weekdayNames } from "./month";
import { Muted } from "@/components/ui/layout";

// The weekly plan and the daily capacity (PUT /vendors/me/calendar/plan).
// Until a plan is saved (`daily_capacity` null) the form says so first, and
// starts from the default in force (every day, the days' capacity): values
// the vendor never chose are never presented as a saved plan.

type Plan = ApiData<"/vendors/me/calendar">["plan"];
const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

const planForm = z.object({
  days: z.array(z.boolean()).length(7),
  capacity: z.coerce.number().int().min(1).max(50),
});

/** `capacityInForce`: the days' capacity (the default one while no plan is saved). */
export function PlanForm({ plan, capacityInForce }: { plan: Plan; capacityInForce: number }) {
  const t = useTranslations("availability");
  const locale = useLocale();
  const names = weekdayNames(locale, "long");
  const save = useApiMutation("put", "/vendors/me/calendar/plan", { invalidates: ["search"] });
  const [saved, setSaved] = useState(false);
  const unsaved = plan.daily_capacity === null;
  const form = useZodForm(planForm, { days: DAYS.map((d) => plan.work_days.includes(d)), capacity: String(plan.daily_capacity ?? capacityInForce) });
  const onSubmit = form.handleSubmit(({ days, capacity }) => {
    setSaved(false);
    save.mutate(
      { body: { work_days: DAYS.filter((d) => days[d]), daily_capacity: capacity } },
      { onSuccess: () => setSaved(true), onError: (e) => showApiErrors(form, errorOf(e), { daily_capacity: "capacity", work_days: "days" }) },
    );
  });
  return (
    <form className="card form-column cal-plan" onSubmit={onSubmit} noValidate data-testid="cal-plan-form">
      <h2>{t("planTitle")}</h2>
      {unsaved ? (
        <p className="notice" role="note" data-testid="cal-plan-unsaved">
          {t("planUnsaved", { capacity: capacityInForce })}
        </p>
      ) : (
        <Muted data-testid="cal-plan-in-force">{t("planInForce", { capacity: plan.daily_capacity ?? capacityInForce })}</Muted>
      )}
      <fieldset className="form-fieldset">
        <legend>{t("workDays")}</legend>
        <div className="cal-plan__days">
          {DAYS.map((d) => (
            <FormCheckbox key={d} form={form} name={`days.${d}`} label={names[d]} />
          ))}
        </div>
      </fieldset>
      <FormText form={form} name="capacity" type="number" inputMode="numeric" min="1" step="1" label={t("capacity")} hint={t("capacityHint")} dir="ltr" />
      <Button type="submit" disabled={save.isPending} data-testid="cal-plan-save">
        {t("savePlan")}
      </Button>
      {saved && (
        <p role="status" className="fin-ok" data-testid="cal-plan-saved">
          {t("planSaved")}
        </p>
      )}
      <ErrorLine error={save.error} />
    </form>
  );
}
