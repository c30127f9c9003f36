import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import type { Quote } from "./types";

// The quote editor's form (components/rfq/quote-editor.tsx), shared with the
// draft and template tools that fill it (quote-draft-tools.tsx).

export const MAX_ROWS = 30;

/** A whole number from `min` to `max` typed as text (the field kit binds forms whose values stay as typed). */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d*$/.test(v) && (v === "" || (Number(v) >= min && Number(v) <= max)), { message: "validation.invalid" });

/** The form as typed; the limits are the API's (server/rfq/quote-schemas.ts), amounts it checks itself. */
export const quoteForm = z.object({
  items: z
    .array(
      z.object({
        name: z.string().trim().min(2).max(100),
        quantity: wholeNumber(1, 10_000).min(1),
        unit_price: z.string().trim().min(1),
        // Where a drafted line came from, in words (shown, never sent).
        source: z.string().optional(),
      }),
    )
    .max(MAX_ROWS),
  total_price: z.string().trim(),
  // Empty: the API's default of 7 days.
  validity_days: wholeNumber(1, 30),
  notes: z.string().trim().max(2000),
  delivery_notes: z.string().trim().max(2000),
  final_offer: z.boolean(),
});
export type QuoteValues = z.output<typeof quoteForm>;
export type QuoteForm = UseFormReturn<QuoteValues>;
export type QuoteLine = QuoteValues["items"][number];

export function defaultsOf(quote: Quote | null): QuoteValues {
  return {
    items: (quote?.items ?? []).map((item) => ({ name: item.name, quantity: String(item.quantity), unit_price: item.unit_price.amount })),
    total_price: quote && quote.items.length === 0 ? quote.total.amount : "",
    validity_days: String(quote?.validity_days ?? 7),
    notes: quote?.notes ?? "",
    delivery_notes: quote?.delivery_notes ?? "",
    final_offer: false,
  };
}

/** New lines (and optionally a note and validity) in the form, keeping what else the vendor typed. */
export function fillQuote(form: QuoteForm, lines: QuoteLine[], extra: { notes?: string; validityDays?: number } = {}): void {
  const current = form.getValues();
  form.reset({
    ...current,
    items: lines.slice(0, MAX_ROWS),
    total_price: "",
    notes: extra.notes ?? current.notes,
    validity_days: extra.validityDays ? String(extra.validityDays) : current.validity_days,
  });
}
