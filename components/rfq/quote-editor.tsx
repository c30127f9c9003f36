"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useFieldArray } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { normalizeAmount, formatMoney, fromFils, toFils } from "@/components/ui/money";
import { FormCheckbox, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { AttachmentsField, type Attached } from "./attachments-field";
import { ErrorLine } from "@/components/ui/states";
import { ErrorText } from "@/components/ui/error-text";
import type { Quote } from "./types";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import type { ApiBody } from "@/components/ui/api-types";
import { QUOTE_CHANGES } from "./changes";
import { QuoteDraftTools } from "./quote-draft-tools";
import { defaultsOf, MAX_ROWS, quoteForm, type QuoteForm } from "./quote-form";
import "./rfq.css";

// The vendor's quote: line items (quantity x unit price) with a live total
// that is what gets sent (the API checks the sum to the fils), or one total
// without items; validity, delivery notes, attachments. Submits a first
// quote or, with `quote`, a revision (optionally flagged final offer). The
// draft and template tools above it fill the same form (quote-draft-tools.tsx).

/** A first quote's body; a revision's adds `final_offer`. */
type QuoteBody = ApiBody<"/vendor/rfqs/{id}/quotes", "post"> & { final_offer?: boolean };
const FIELDS = ["items", "total_price", "validity_days", "notes", "delivery_notes"];

/** Each line's total in fils (null while a line is incomplete) and the quote's total as sent (null until it can be computed). */
function totalsOf(form: QuoteForm) {
  const [items, manualTotal] = [form.watch("items"), form.watch("total_price")];
  const lineFils = items.map((r) => {
    const price = toFils(normalizeAmount(r.unit_price));
    const qty = Number(r.quantity);
    return price !== null && Number.isInteger(qty) && qty > 0 ? price * qty : null;
  });
  const itemsTotal = lineFils.every((f) => f !== null) ? lineFils.reduce<number>((sum, f) => sum + (f ?? 0), 0) : null;
  const total = items.length > 0 ? (itemsTotal !== null ? fromFils(itemsTotal) : null) : manualTotal ? normalizeAmount(String(manualTotal)) : null;
  return { lineFils, total };
}

/** Sends a first quote on `rfqId` (POST /vendor/rfqs/{id}/quotes) or, with `quote`, revises it (PATCH /vendor/quotes/{quoteId}). */
function useSaveQuote(rfqId: string, quote: Quote | null) {
  const create = useApiMutation("post", "/vendor/rfqs/{id}/quotes", { invalidates: QUOTE_CHANGES });
  const revise = useApiMutation("patch", "/vendor/quotes/{quoteId}", { invalidates: QUOTE_CHANGES });
  const mutation = quote ? revise : create;
  const save = (body: QuoteBody, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) =>
    quote ? revise.mutate({ path: { quoteId: quote.id }, body }, callbacks) : create.mutate({ path: { id: rfqId }, body }, callbacks);
  return { save, error: mutation.error, isPending: mutation.isPending };
}

function Lines({ form, lineFils }: { form: QuoteForm; lineFils: (number | null)[] }) {
  const t = useTranslations("quotes.editor");
  const locale = useLocale();
  const lines = useFieldArray({ control: form.control, name: "items" });
  const lineErrors = form.formState.errors.items;
  return (
    <>
      {lines.fields.length === 0 && <p className="form-field__hint">{t("noItems")}</p>}
      <ol className="rfq-lines">
        {lines.fields.map((row, index) => (
          <li key={row.id} className="rfq-line" data-testid="quote-line">
            <label>
              <span>{t("itemName")}</span>
              <input
                {...form.register(`items.${index}.name`)}
                required
                minLength={2}
                maxLength={100}
                aria-invalid={lineErrors?.[index]?.name ? true : undefined}
              />
            </label>
            <label>
              <span>{t("quantity")}</span>
              <input
                {...form.register(`items.${index}.quantity`)}
                required
                inputMode="numeric"
                dir="ltr"
                aria-invalid={lineErrors?.[index]?.quantity ? true : undefined}
              />
            </label>
            <label>
              <span>{t("unitPrice")}</span>
              <input
                {...form.register(`items.${index}.unit_price`)}
                required
                inputMode="decimal"
                dir="ltr"
                aria-invalid={lineErrors?.[index]?.unit_price ? true : undefined}
              />
            </label>
            <output className="rfq-line__total" data-testid="line-total">
              {lineFils[index] !== null && lineFils[index] !== undefined ? formatMoney({ amount: fromFils(lineFils[index]), currency: "KWD" }, locale) : "—"}
            </output>
            <Button onClick={() => lines.remove(index)} aria-label={t("removeLine", { n: index + 1 })}>
              {t("remove")}
            </Button>
            {row.source && (
              <small className="form-field__hint rfq-line__source" data-testid="line-source">
                {row.source}
              </small>
            )}
          </li>
        ))}
      </ol>
      {lines.fields.length < MAX_ROWS && (
        <Button variant="secondary" onClick={() => lines.append({ name: "", quantity: "1", unit_price: "" })} data-testid="add-line">
          {t("addLine")}
        </Button>
      )}
    </>
  );
}

export function QuoteEditor({ rfqId, quote, onDone }: { rfqId: string; quote: Quote | null; onDone: () => void }) {
  const t = useTranslations("quotes.editor");
  const locale = useLocale();
  const form = useZodForm(quoteForm, defaultsOf(quote));
  const [files, setFiles] = useState<Attached[]>(() => (quote?.attachments ?? []).map((a) => ({ id: a.id, name: a.name })));
  const save = useSaveQuote(rfqId, quote);
  const { lineFils, total } = totalsOf(form);
  const errors = form.formState.errors;
  const itemsError = errors.items?.message ?? errors.items?.root?.message;

  const submit = form.handleSubmit((values) => {
    const body: QuoteBody = {
      total_price: total ?? "",
      items: values.items.map((r) => ({ name: r.name, quantity: Number(r.quantity), unit_price: normalizeAmount(r.unit_price) })),
      validity_days: Number(values.validity_days || 7),
      attachment_media_ids: files.map((f) => f.id),
    };
    if (values.notes) body.notes = values.notes;
    if (values.delivery_notes) body.delivery_notes = values.delivery_notes;
    if (quote) body.final_offer = values.final_offer;
    save.save(body, { onSuccess: onDone, onError: (e) => showApiErrors(form, errorOf(e), FIELDS) });
  });

  return (
    <>
      <QuoteDraftTools form={form} draftFor={quote?.id ?? rfqId} />
      <form className="form-column rfq-form" onSubmit={submit} data-testid="quote-editor" noValidate>
        <fieldset className="form-fieldset">
          <legend>{t("items")}</legend>
          <Lines form={form} lineFils={lineFils} />
          {lineFils.length === 0 && <FormText form={form} name="total_price" label={t("total")} inputMode="decimal" dir="ltr" />}
          <p className="rfq-col__total" data-testid="editor-total" aria-live="polite">
            {t("totalLabel")}: {total ? formatMoney({ amount: total, currency: "KWD" }, locale) : "—"}
          </p>
          {itemsError && <ErrorText>{itemsError}</ErrorText>}
        </fieldset>
        <FormText form={form} name="validity_days" type="number" inputMode="numeric" min="1" label={t("validity")} hint={t("validityHint")} />
        <FormText form={form} name="notes" label={t("notes")} required={false} multiline rows={3} maxLength={2000} />
        <FormText form={form} name="delivery_notes" label={t("deliveryNotes")} required={false} multiline rows={3} maxLength={2000} />
        <AttachmentsField context="quote_attachment" value={files} onChange={setFiles} />
        {quote && <FormCheckbox form={form} name="final_offer" label={t("finalOffer")} hint={t("finalOfferHint")} />}
        <ErrorLine error={save.error} />
        <div className="form-actions">
          <Button type="submit" disabled={save.isPending || !total} data-testid="quote-submit">
            {quote ? t("revise") : t("submit")}
          </Button>
        </div>
      </form>
    </>
  );
}
