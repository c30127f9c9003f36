"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import { errorOf, useApiAction, useApiGet } from "@/components/ui/use-api";
import { fieldErrors } from "@/components/ui/errors";
import type { FinanceSettings } from "./types";
import "./finance.css";

// The commission rate new ledger entries take (GET/PATCH /admin/finance-settings).
// People type a percentage; the API holds a fraction with 4 decimals.

function toPercent(rate: string): string {
  return (Number(rate) * 100).toFixed(2);
}

function toRate(percent: string): string {
  const value = Number(percent.replace(",", "."));
  return Number.isFinite(value) ? (value / 100).toFixed(4) : percent;
}

function Form({ settings }: { settings: FinanceSettings }) {
  const t = useTranslations("finance_portal.settings");
  const save = useApiAction<FinanceSettings>("PATCH");
  const [saved, setSaved] = useState(false);
  const errors = fieldErrors(errorOf(save.error)).commission_rate;
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setSaved(false);
    const percent = String(new FormData(e.currentTarget).get("percent") ?? "");
    save.mutate({ path: "/admin/finance-settings", body: { commission_rate: toRate(percent) } }, { onSuccess: () => setSaved(true) });
  }
  return (
    <form className="vendor-form fin-form" onSubmit={onSubmit} data-testid="finance-settings-form">
      <label className="form-field">
        <span>{t("commission")}</span>
        <span className="fin-percent">
          <input name="percent" type="number" inputMode="decimal" min="0.01" max="50" step="0.01" required defaultValue={toPercent(settings.commission_rate)} dir="ltr" data-testid="commission-percent" />
          <span aria-hidden="true">%</span>
        </span>
        <small>{t("hint")}</small>
        {errors && (
          <span className="form-field__error" role="alert">
            {errors.join(" ")}
          </span>
        )}
      </label>
      <div className="ev-actions">
        <button type="submit" className="button" disabled={save.isPending} data-testid="commission-save">
          {t("save")}
        </button>
      </div>
      {saved && (
        <p role="status" className="fin-ok" data-testid="commission-saved">
          {t("saved")}
        </p>
      )}
      {!errors && <ErrorLine error={save.error} />}
    </form>
  );
}

export function FinanceSettingsForm() {
  const settings = useApiGet<FinanceSettings>("/admin/finance-settings");
  if (settings.isPending) return <Loading />;
  if (settings.isError) return <LoadFailed error={settings.error} />;
  return <Form settings={settings.data.data} />;
}
