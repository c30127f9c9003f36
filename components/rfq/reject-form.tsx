"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Field, Select } from "@/components/ui/fields";
import { ErrorLine } from "@/components/ui/states";
import type { Quote } from "./types";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { QUOTE_CHANGES } from "./changes";
import { fieldErrors } from "@/components/ui/errors";

// Rejecting a quotation: a reason from the fixed list and a note (required
// for "other"). The vendor is told; the other quotes stay open.

export const REJECT_REASONS = ["too_expensive", "found_another_vendor", "not_what_i_need", "vendor_too_slow", "event_changed", "other"] as const;

export function RejectForm({ quote, onDone }: { quote: Quote; onDone: () => void }) {
  const t = useTranslations("quotes.reject");
  const [reason, setReason] = useState<(typeof REJECT_REASONS)[number]>(REJECT_REASONS[0]);
  const reject = useApiMutation("post", "/quotes/{quoteId}/reject", { invalidates: QUOTE_CHANGES });
  const errors = fieldErrors(errorOf(reject.error));

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const note = String(new FormData(e.currentTarget).get("note") ?? "").trim();
    reject.mutate({ path: { quoteId: quote.id }, body: { reason, ...(note ? { note } : {}) } }, { onSuccess: onDone });
  }

  return (
    <form className="vendor-form rfq-reject" onSubmit={submit} data-testid="reject-form">
      <Select name="reason" label={t("reason")} value={reason} onChange={(v) => setReason(REJECT_REASONS.find((r) => r === v) ?? "other")} options={REJECT_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))} errors={errors.reason} />
      <Field name="note" label={t("note")} required={reason === "other"} multiline rows={2} maxLength={500} errors={errors.note} />
      {!Object.keys(errors).length && <ErrorLine error={reject.error} />}
      <div className="form-actions">
        <button type="submit" className="button button-danger" disabled={reject.isPending} data-testid="reject-confirm">
          {t("confirm")}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          {t("back")}
        </button>
      </div>
    </form>
  );
}
