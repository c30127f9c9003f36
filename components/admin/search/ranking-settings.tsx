"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { SaveFooter } from "@/components/admin/fields";
import { AdminQueryFailure } from "@/components/admin/query-failure";
import { api, type ApiError } from "@/components/ui/api-client";
import { fieldErrors, useErrorMessage } from "@/components/ui/errors";
import { Field } from "@/components/ui/fields";

// The ranking score's damping constant m (Super Admin only): any other admin
// sees the section say it is not theirs to change.

type RankingSettings = { damping: number };

export function RankingSection() {
  const t = useTranslations("adminSearch.ranking");
  const locale = useLocale();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const settings = useQuery({ queryKey: ["admin-ranking-settings", locale], queryFn: () => api<RankingSettings>("/admin/search/ranking-settings", { locale }) });

  if (settings.isPending) return <p role="status">{t("loading")}</p>;
  const res = settings.data;
  if (!res?.ok) return <AdminQueryFailure response={res} loading={t("loading")} errorMessage={errorMessage} />;
  return <RankingForm settings={res.data} />;
}

function RankingForm({ settings }: { settings: RankingSettings }) {
  const t = useTranslations("adminSearch.ranking");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const [error, setError] = useState<ApiError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { damping: Number(new FormData(event.currentTarget).get("damping")) };
    setBusy(true);
    setError(null);
    setNotice(null);
    const res = await api<RankingSettings>("/admin/search/ranking-settings", { method: "PATCH", locale, body });
    setBusy(false);
    if (res.ok) {
      setNotice(t("saved"));
      queryClient.setQueryData(["admin-ranking-settings", locale], res);
    } else setError(res.error);
  }

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate data-testid="ranking-settings-form">
      <Field
        name="damping"
        label={t("damping")}
        type="number"
        min="1"
        dir="ltr"
        inputMode="numeric"
        defaultValue={String(settings.damping)}
        hint={t("dampingHint")}
        errors={fieldErrors(error).damping}
      />
      {error && (
        <p className="form-field__error" role="alert">
          {errorMessage(error, ["damping"])}
        </p>
      )}
      <SaveFooter notice={notice} busy={busy} label={t("save")} />
    </form>
  );
}
