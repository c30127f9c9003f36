"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { SaveFooter } from "@/components/admin/fields";
import { AdminQueryFailure } from "@/components/admin/query-failure";
import type { ApiData } from "@/components/ui/api-types";
import { useErrorMessage } from "@/components/ui/errors";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";

// The ranking score's damping constant m and the weights of sort=recommended
// (docs/search.md "Recommended order"; Super Admin only): any other admin
// sees the section say it is not theirs to change.

type RankingSettings = ApiData<"/admin/search/ranking-settings">;
const SIGNALS = ["relevance", "rating", "response_rate", "response_time", "availability", "distance", "freshness"] as const;
const weight = z.coerce.number().int().min(0).max(100);
const rankingForm = z.object({ damping: z.coerce.number().int().min(1), ...Object.fromEntries(SIGNALS.map((s) => [s, weight])) } as {
  damping: typeof weight;
} & Record<(typeof SIGNALS)[number], typeof weight>);

export function RankingSection() {
  const t = useTranslations("adminSearch.ranking");
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const settings = useApiQuery("/admin/search/ranking-settings", {});

  if (settings.isPending) return <p role="status">{t("loading")}</p>;
  if (settings.isError) return <AdminQueryFailure error={settings.error} loading={t("loading")} errorMessage={errorMessage} />;
  return <RankingForm settings={settings.data.data} />;
}

function RankingForm({ settings }: { settings: RankingSettings }) {
  const t = useTranslations("adminSearch.ranking");
  const errorMessage = useErrorMessage("vendorPortal.errors");
  // The damping changes every vendor's score, so search answers differently.
  const save = useApiMutation("patch", "/admin/search/ranking-settings", { invalidates: ["marketplace", "vendors"] });
  const form = useZodForm(rankingForm, {
    damping: String(settings.damping),
    ...Object.fromEntries(SIGNALS.map((s) => [s, String(settings.recommended_weights[s])])),
  } as Record<"damping" | (typeof SIGNALS)[number], string>);
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) => {
    setNotice(null);
    const body = {
      damping: values.damping,
      recommended_weights: Object.fromEntries(SIGNALS.map((s) => [s, values[s]])) as RankingSettings["recommended_weights"],
    };
    const fields = { damping: "damping", ...Object.fromEntries(SIGNALS.map((s) => [`recommended_weights.${s}`, s])) };
    save.mutate({ body }, { onSuccess: () => setNotice(t("saved")), onError: (e) => showApiErrors(form, errorOf(e), fields) });
  });

  const error = errorOf(save.error);
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate data-testid="ranking-settings-form">
      <FormText form={form} name="damping" label={t("damping")} type="number" min="1" dir="ltr" inputMode="numeric" hint={t("dampingHint")} />
      <fieldset>
        <legend>{t("weights")}</legend>
        <p>{t("weightsHint")}</p>
        {SIGNALS.map((s) => (
          <FormText key={s} form={form} name={s} label={t(`weight.${s}`)} type="number" min="0" dir="ltr" inputMode="numeric" />
        ))}
      </fieldset>
      {error && <ErrorText>{errorMessage(error, ["damping"])}</ErrorText>}
      <SaveFooter notice={notice} busy={save.isPending} label={t("save")} />
    </form>
  );
}
