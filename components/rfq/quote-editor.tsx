"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { normalizeAmount, formatMoney, fromFils, toFils } from "@/components/ui/money";
import { Checkbox, Field } from "@/components/ui/fields";
import { AttachmentsField, type Attached } from "./attachments-field";
import { ErrorLine } from "@/components/ui/states";
import type { Quote } from "./types";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import type { ApiBody } from "@/components/ui/api-types";
import { QUOTE_CHANGES } from "./changes";
import { fieldErrors, topLevelErrors } from "@/components/ui/errors";

// The vendor's quote: line items (quantity x unit price) with a live total
// that is what gets sent (the API checks the sum to the fils), or one total
// without items; validity, delivery notes, attachments. Submits a first
// quote or, with `quote`, a revision (optionally flagged final offer).

type Row = { key: number; name: string; quantity: string; unit_price: string };
/** A first quote's body; a revision's adds `final_offer`. */
type QuoteBody = ApiBody<"/vendor/rfqs/{id}/quotes", "post"> & { final_offer?: boolean };
const MAX_ROWS = 30;
let nextKey = 1;

function rowsOf(quote: Quote | null): Row[] {
  return (quote?.items ?? []).map((item) => ({ key: nextKey++, name: item.name, quantity: String(item.quantity), unit_price: item.unit_price.amount }));
}

/** Sends a first quote on `rfqId` (POST /vendor/rfqs/{id}/quotes) or, with `quote`, revises it (PATCH /vendor/quotes/{quoteId}). */
function useSaveQuote(rfqId: string, quote: Quote | null) {
  const create = useApiMutation("post", "/vendor/rfqs/{id}/quotes", { invalidates: QUOTE_CHANGES });
  const revise = useApiMutation("patch", "/vendor/quotes/{quoteId}", { invalidates: QUOTE_CHANGES });
  const mutation = quote ? revise : create;
  const save = (body: QuoteBody, onSuccess: () => void) =>
    quote ? revise.mutate({ path: { quoteId: quote.id }, body }, { onSuccess }) : create.mutate({ path: { id: rfqId }, body }, { onSuccess });
  return { save, error: mutation.error, isPending: mutation.isPending };
}

export function QuoteEditor({ rfqId, quote, onDone }: { rfqId: string; quote: Quote | null; onDone: () => void }) {
  const t = useTranslations("quotes.editor");
  const locale = useLocale();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(quote));
  const [manualTotal, setManualTotal] = useState(quote && quote.items.length === 0 ? quote.total.amount : "");
  const [finalOffer, setFinalOffer] = useState(false);
  const [files, setFiles] = useState<Attached[]>(() => (quote?.attachments ?? []).map((a) => ({ id: a.id, name: a.name })));
  const method = quote ? "PATCH" : "POST";
  const save = useSaveQuote(rfqId, quote);
  const errors = topLevelErrors(errorOf(save.error));
  const itemErrors = fieldErrors(errorOf(save.error));

  const lineFils = rows.map((r) => {
    const price = toFils(normalizeAmount(r.unit_price));
    const qty = Number(r.quantity);
    return price !== null && Number.isInteger(qty) && qty > 0 ? price * qty : null;
  });
  const itemsTotal = lineFils.every((f) => f !== null) ? lineFils.reduce<number>((sum, f) => sum + (f ?? 0), 0) : null;
  const total = rows.length > 0 ? (itemsTotal !== null ? fromFils(itemsTotal) : null) : manualTotal ? normalizeAmount(manualTotal) : null;
  const update = (key: number, patch: Partial<Row>) => setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const notes = String(form.get("delivery_notes") ?? "").trim();
    const body: QuoteBody = {
      total_price: total ?? "",
      items: rows.map((r) => ({ name: r.name.trim(), quantity: Number(r.quantity), unit_price: normalizeAmount(r.unit_price) })),
      validity_days: Number(form.get("validity_days") || 7),
      attachment_media_ids: files.map((f) => f.id),
    };
    if (notes) body.delivery_notes = notes;
    if (method === "PATCH") body.final_offer = finalOffer;
    save.save(body, onDone);
  }

  return (
    <form className="vendor-form rfq-form" onSubmit={submit} data-testid="quote-editor">
      <fieldset className="vendor-fieldset">
        <legend>{t("items")}</legend>
        {rows.length === 0 && <p className="form-field__hint">{t("noItems")}</p>}
        <ol className="rfq-lines">
          {rows.map((row, index) => (
            <li key={row.key} className="rfq-line" data-testid="quote-line">
              <label>
                <span>{t("itemName")}</span>
                <input value={row.name} required minLength={2} maxLength={100} onChange={(e) => update(row.key, { name: e.target.value })} aria-invalid={itemErrors[`items.${index}.name`] ? true : undefined} />
              </label>
              <label>
                <span>{t("quantity")}</span>
                <input value={row.quantity} required inputMode="numeric" dir="ltr" onChange={(e) => update(row.key, { quantity: e.target.value })} />
              </label>
              <label>
                <span>{t("unitPrice")}</span>
                <input value={row.unit_price} required inputMode="decimal" dir="ltr" onChange={(e) => update(row.key, { unit_price: e.target.value })} />
              </label>
              <output className="rfq-line__total" data-testid="line-total">
                {lineFils[index] !== null ? formatMoney({ amount: fromFils(lineFils[index]!), currency: "KWD" }, locale) : "—"}
              </output>
              <button type="button" className="button-link" onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))} aria-label={t("removeLine", { n: index + 1 })}>
                {t("remove")}
              </button>
            </li>
          ))}
        </ol>
        {rows.length < MAX_ROWS && (
          <button type="button" className="button button-secondary" onClick={() => setRows((list) => [...list, { key: nextKey++, name: "", quantity: "1", unit_price: "" }])} data-testid="add-line">
            {t("addLine")}
          </button>
        )}
        {rows.length === 0 && (
          <Field name="total_price" label={t("total")} inputMode="decimal" dir="ltr" value={manualTotal} onChange={setManualTotal} errors={errors.total_price} />
        )}
        <p className="rfq-col__total" data-testid="editor-total" aria-live="polite">
          {t("totalLabel")}: {total ? formatMoney({ amount: total, currency: "KWD" }, locale) : "—"}
        </p>
        {errors.items && (
          <p className="form-field__error" role="alert">
            {errors.items.join(" ")}
          </p>
        )}
      </fieldset>
      <Field name="validity_days" type="number" inputMode="numeric" min="1" label={t("validity")} defaultValue={String(quote?.validity_days ?? 7)} hint={t("validityHint")} errors={errors.validity_days} />
      <Field name="delivery_notes" label={t("deliveryNotes")} required={false} multiline rows={3} maxLength={2000} defaultValue={quote?.delivery_notes ?? ""} errors={errors.delivery_notes} />
      <AttachmentsField context="quote_attachment" value={files} onChange={setFiles} />
      {method === "PATCH" && <Checkbox name="final_offer" label={t("finalOffer")} checked={finalOffer} onChange={setFinalOffer} hint={t("finalOfferHint")} />}
      <ErrorLine error={save.error} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={save.isPending || !total} data-testid="quote-submit">
          {method === "POST" ? t("submit") : t("revise")}
        </button>
      </div>
    </form>
  );
}
