"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { SaveFooter } from "@/components/admin/fields";
import { AdminQueryFailure } from "@/components/admin/query-failure";
import type { ApiData } from "@/components/ui/api-types";
import { useErrorMessage } from "@/components/ui/errors";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";

// The ranking score's damping constant m (Super Admin only): any other admin
// sees the section say it is not theirs to change.

type RankingSettings = ApiData<"/admin/search/ranking-settings">;
const rankingForm = z.object({ damping: z.coerce.number().int().min(1) });

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
  const form = useZodForm(rankingForm, { damping: String(settings.damping) });
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((body) => {
    setNotice(null);
    save.mutate({ body }, { onSuccess: () => setNotice(t("saved")), onError: (e) => showApiErrors(form, errorOf(e), ["damping"]) });
  });

  const error = errorOf(save.error);
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate data-testid="ranking-settings-form">
      <FormText form={form} name="damping" label={t("damping")} type="number" min="1" dir="ltr" inputMode="numeric" hint={t("dampingHint")} />
      {error && (
        <p className="form-field__error" role="alert">
          {errorMessage(error, ["damping"])}
        </p>
      )}
      <SaveFooter notice={notice} busy={save.isPending} label={t("save")} />
    </form>
  );
}
