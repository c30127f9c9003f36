"use client";

import { useTranslations } from "next-intl";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { ErrorLine } from "@/components/ui/states";
import { FormSelect, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import type { Quote } from "./types";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { QUOTE_CHANGES } from "./changes";
import "./rfq.css";

// Rejecting a quotation: a reason from the fixed list and a note (required
// for "other"). The vendor is told; the other quotes stay open.

export const REJECT_REASONS = ["too_expensive", "found_another_vendor", "not_what_i_need", "vendor_too_slow", "event_changed", "other"] as const;

/** POST /quotes/{quoteId}/reject: the note is optional but for "other". */
const rejectForm = z
  .object({ reason: z.enum(REJECT_REASONS), note: z.string().trim().max(500) })
  .refine((v) => v.reason !== "other" || v.note.length > 0, { path: ["note"], message: "validation.required" });

export function RejectForm({ quote, onDone }: { quote: Quote; onDone: () => void }) {
  const t = useTranslations("quotes.reject");
  const reject = useApiMutation("post", "/quotes/{quoteId}/reject", { invalidates: QUOTE_CHANGES });
  const form = useZodForm(rejectForm, { reason: REJECT_REASONS[0], note: "" });
  const fieldError = Object.keys(form.formState.errors).length > 0;

  const submit = form.handleSubmit(({ reason, note }) =>
    reject.mutate(
      { path: { quoteId: quote.id }, body: { reason, ...(note ? { note } : {}) } },
      { onSuccess: onDone, onError: (e) => showApiErrors(form, errorOf(e), ["reason", "note"]) },
    ),
  );

  return (
    <form className="form-column rfq-reject" onSubmit={submit} data-testid="reject-form" noValidate>
      <FormSelect form={form} name="reason" label={t("reason")} options={REJECT_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))} />
      <FormText form={form} name="note" label={t("note")} required={form.watch("reason") === "other"} multiline rows={2} maxLength={500} />
      {!fieldError && <ErrorLine error={reject.error} />}
      <div className="form-actions">
        <Button type="submit" variant="danger" disabled={reject.isPending} data-testid="reject-confirm">
          {t("confirm")}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t("back")}
        </Button>
      </div>
    </form>
  );
}
