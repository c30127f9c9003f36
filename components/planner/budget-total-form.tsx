"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { normalizeAmount } from "@/components/ui/money";
import { ErrorLine } from "@/components/ui/states";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { PLANNER_CHANGES, type Budget } from "./types";

// The total budget (PUT /events/{id}/budget without lines: the lines stay).

const totalForm = z.object({ budget_total: z.string().trim().max(13) });

export function BudgetTotalForm({ eventId, budget }: { eventId: string; budget: Budget }) {
  const t = useTranslations("planner.budget");
  const put = useApiMutation("put", "/events/{id}/budget", { invalidates: PLANNER_CHANGES });
  const form = useZodForm(totalForm, { budget_total: budget.total?.amount ?? "" });
  const [saved, setSaved] = useState(false);
  const submit = form.handleSubmit((v) => {
    setSaved(false);
    put.mutate(
      { path: { id: eventId }, body: { budget_total: v.budget_total ? normalizeAmount(v.budget_total) : null } },
      { onSuccess: () => setSaved(true), onError: (e) => showApiErrors(form, errorOf(e), ["budget_total"]) },
    );
  });
  return (
    <form className="form-column planner-total" onSubmit={submit} noValidate data-testid="budget-total-form">
      <FormText form={form} name="budget_total" label={t("total")} inputMode="decimal" dir="ltr" required={false} />
      <div className="form-actions">
        <Button type="submit" loading={put.isPending} data-testid="budget-total-save">
          {t("saveTotal")}
        </Button>
      </div>
      {saved && (
        <p className="notice" role="status">
          {t("saved")}
        </p>
      )}
      <ErrorLine error={put.error && !Object.keys(form.formState.errors).length ? put.error : null} />
    </form>
  );
}
