"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { normalizeAmount, formatMoney, fromFils, toFils } from "@/components/ui/money";
import { FormCheckbox, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { AttachmentsField, type Attached } from "./attachments-field";
import { ErrorLine } from "@/components/ui/states";
import type { Quote } from "./types";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import type { ApiBody } from "@/components/ui/api-types";
import { QUOTE_CHANGES } from "./changes";

// The vendor's quote: line items (quantity x unit price) with a live total
// that is what gets sent (the API checks the sum to the fils), or one total
// without items; validity, delivery notes, attachments. Submits a first
// quote or, with `quote`, a revision (optionally flagged final offer).

const MAX_ROWS = 30;

/** A whole number from `min` to `max` typed as text (the field kit binds forms whose values stay as typed). */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d*$/.test(v) && (v === "" || (Number(v) >= min && Number(v) <= max)), { message: "validation.invalid" });

/** The form as typed; the limits are the API's (server/rfq/quote-schemas.ts), amounts it checks itself. */
const quoteForm = z.object({
  items: z.array(z.object({ name: z.string().trim().min(2).max(100), quantity: wholeNumber(1, 10_000).min(1), unit_price: z.string().trim().min(1) })).max(MAX_ROWS),
  total_price: z.string().trim(),
  // Empty: the API's default of 7 days.
  validity_days: wholeNumber(1, 30),
  delivery_notes: z.string().trim().max(2000),
  final_offer: z.boolean(),
});
type QuoteValues = z.output<typeof quoteForm>;
type QuoteForm = UseFormReturn<QuoteValues>;
/** A first quote's body; a revision's adds `final_offer`. */
type QuoteBody = ApiBody<"/vendor/rfqs/{id}/quotes", "post"> & { final_offer?: boolean };
const FIELDS = ["items", "total_price", "validity_days", "delivery_notes"];

function defaultsOf(quote: Quote | null): QuoteValues {
  return {
    items: (quote?.items ?? []).map((item) => ({ name: item.name, quantity: String(item.quantity), unit_price: item.unit_price.amount })),
    total_price: quote && quote.items.length === 0 ? quote.total.amount : "",
    validity_days: String(quote?.validity_days ?? 7),
    delivery_notes: quote?.delivery_notes ?? "",
    final_offer: false,
  };
}

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
              <input {...form.register(`items.${index}.name`)} required minLength={2} maxLength={100} aria-invalid={lineErrors?.[index]?.name ? true : undefined} />
            </label>
            <label>
              <span>{t("quantity")}</span>
              <input {...form.register(`items.${index}.quantity`)} required inputMode="numeric" dir="ltr" aria-invalid={lineErrors?.[index]?.quantity ? true : undefined} />
            </label>
            <label>
              <span>{t("unitPrice")}</span>
              <input {...form.register(`items.${index}.unit_price`)} required inputMode="decimal" dir="ltr" aria-invalid={lineErrors?.[index]?.unit_price ? true : undefined} />
            </label>
            <output className="rfq-line__total" data-testid="line-total">
              {lineFils[index] !== null && lineFils[index] !== undefined ? formatMoney({ amount: fromFils(lineFils[index]), currency: "KWD" }, locale) : "—"}
            </output>
            <button type="button" className="button-link" onClick={() => lines.remove(index)} aria-label={t("removeLine", { n: index + 1 })}>
              {t("remove")}
            </button>
          </li>
        ))}
      </ol>
      {lines.fields.length < MAX_ROWS && (
        <button type="button" className="button button-secondary" onClick={() => lines.append({ name: "", quantity: "1", unit_price: "" })} data-testid="add-line">
          {t("addLine")}
        </button>
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
    if (values.delivery_notes) body.delivery_notes = values.delivery_notes;
    if (quote) body.final_offer = values.final_offer;
    save.save(body, { onSuccess: onDone, onError: (e) => showApiErrors(form, errorOf(e), FIELDS) });
  });

  return (
    <form className="vendor-form rfq-form" onSubmit={submit} data-testid="quote-editor" noValidate>
      <fieldset className="vendor-fieldset">
        <legend>{t("items")}</legend>
        <Lines form={form} lineFils={lineFils} />
        {lineFils.length === 0 && <FormText form={form} name="total_price" label={t("total")} inputMode="decimal" dir="ltr" />}
        <p className="rfq-col__total" data-testid="editor-total" aria-live="polite">
          {t("totalLabel")}: {total ? formatMoney({ amount: total, currency: "KWD" }, locale) : "—"}
        </p>
        {itemsError && (
          <p className="form-field__error" role="alert">
            {itemsError}
          </p>
        )}
      </fieldset>
      <FormText form={form} name="validity_days" type="number" inputMode="numeric" min="1" label={t("validity")} hint={t("validityHint")} />
      <FormText form={form} name="delivery_notes" label={t("deliveryNotes")} required={false} multiline rows={3} maxLength={2000} />
      <AttachmentsField context="quote_attachment" value={files} onChange={setFiles} />
      {quote && <FormCheckbox form={form} name="final_offer" label={t("finalOffer")} hint={t("finalOfferHint")} />}
      <ErrorLine error={save.error} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={save.isPending || !total} data-testid="quote-submit">
          {quote ? t("revise") : t("submit")}
        </button>
      </div>
    </form>
  );
}
