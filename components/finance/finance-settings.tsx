"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import { ErrorText } from "@/components/ui/error-text";
import type { ApiData } from "@/components/ui/api-types";
import { showApiErrors, useZodForm } from "@/components/ui/form";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { Actions } from "@/components/ui/layout";
import "./finance.css";

// The commission rate new ledger entries take (GET/PATCH /admin/finance-settings).
// People type a percentage; the API holds a fraction with 4 decimals.

type FinanceSettings = ApiData<"/admin/finance-settings">;

const percentForm = z.object({ percent: z.coerce.number().gt(0).max(50) });

function toPercent(rate: string): string {
  return (Number(rate) * 100).toFixed(2);
}

function Form({ settings }: { settings: FinanceSettings }) {
  const t = useTranslations("finance_portal.settings");
  const save = useApiMutation("patch", "/admin/finance-settings");
  const [saved, setSaved] = useState(false);
  const form = useZodForm(percentForm, { percent: toPercent(settings.commission_rate) });
  const error = form.formState.errors.percent?.message;
  const onSubmit = form.handleSubmit(({ percent }) => {
    setSaved(false);
    save.mutate(
      { body: { commission_rate: (percent / 100).toFixed(4) } },
      { onSuccess: () => setSaved(true), onError: (e) => showApiErrors(form, errorOf(e), { commission_rate: "percent" }) },
    );
  });
  return (
    <form className="form-column fin-form" onSubmit={onSubmit} noValidate data-testid="finance-settings-form">
      <label className="form-field">
        <span>{t("commission")}</span>
        <span className="fin-percent">
          <input
            {...form.register("percent")}
            type="number"
            inputMode="decimal"
            min="0.01"
            max="50"
            step="0.01"
            required
            dir="ltr"
            aria-invalid={error ? true : undefined}
            data-testid="commission-percent"
          />
          <span aria-hidden="true">%</span>
        </span>
        <small>{t("hint")}</small>
        {error && <ErrorText as="span">{error}</ErrorText>}
      </label>
      <Actions>
        <Button type="submit" disabled={save.isPending} data-testid="commission-save">
          {t("save")}
        </Button>
      </Actions>
      {saved && (
        <p role="status" className="fin-ok" data-testid="commission-saved">
          {t("saved")}
        </p>
      )}
      {!error && <ErrorLine error={save.error} />}
    </form>
  );
}

export function FinanceSettingsForm() {
  const settings = useApiQuery("/admin/finance-settings", {});
  if (settings.isPending) return <Loading />;
  if (settings.isError) return <LoadFailed error={settings.error} />;
  return <Form settings={settings.data.data} />;
}
