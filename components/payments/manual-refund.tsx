"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { ErrorLine } from "@/components/ui/states";
import { enc, useApiAction } from "@/components/ui/use-api";
import type { RefundView } from "./types";

/** A refund in manual_processing: Finance records the bank transfer that refunded it (POST /admin/refunds/{id}/mark-processed). */
export function ManualRefund({ refund }: { refund: RefundView }) {
  const t = useTranslations("payments.refunds");
  const mark = useApiAction<{ reference: string }>("POST");
  const [done, setDone] = useState(false);
  if (done) return <p role="status">{t("markedProcessed")}</p>;
  if (refund.status !== "manual_processing") return null;
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const reference = String(new FormData(e.currentTarget).get("reference") ?? "").trim();
    mark.mutate({ path: `/admin/refunds/${enc(refund.id)}/mark-processed`, body: { reference } }, { onSuccess: () => setDone(true) });
  }
  return (
    <form onSubmit={onSubmit} className="pay-deny" data-testid="refund-manual-form">
      <label className="form-field">
        <span>{t("transferReference")}</span>
        <input name="reference" maxLength={100} required dir="ltr" />
      </label>
      <div className="ev-actions">
        <button type="submit" className="button" disabled={mark.isPending}>
          {t("markProcessed")}
        </button>
      </div>
      <ErrorLine error={mark.error} />
    </form>
  );
}
