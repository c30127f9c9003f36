import { TZDate } from "@date-fns/tz";
import type { z } from "zod";
import { validationFailed } from "../core/errors";
import { KUWAIT_TZ, kuwaitDay } from "../core/kuwait-time";
import { formatAmount, sum, toDecimal } from "../core/money";
import type { catalogQuoteBody, catalogReviseBody, moduleQuoteBody, moduleReviseBody } from "./quote-schemas";

// Both submit shapes become one QuoteInput: line items with their totals, the
// total, and the validity (spec "Quotation": total 1.000-999999.999, items
// summing to the total within 0.001, validity 1-30 days, default 7).

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_VALIDITY_DAYS = 7;
const MIN_TOTAL = toDecimal("1.000");
const MAX_TOTAL = toDecimal("999999.999");
const TOLERANCE = toDecimal("0.001");

export type StoredItem = { name: string; quantity: number; unit_price: string; line_total: string };

export type QuoteInput = {
  items: StoredItem[];
  total: string;
  validityDays: number;
  validUntil: Date;
  notes: string | null;
  deliveryNotes: string | null;
  deliveryTimeDays: number | null;
  attachmentIds: string[];
};

type ModuleBody = z.output<typeof moduleQuoteBody> | z.output<typeof moduleReviseBody>;
type CatalogBody = z.output<typeof catalogQuoteBody> | z.output<typeof catalogReviseBody>;

const lineOf = (name: string, quantity: number, unitPrice: string): StoredItem => ({
  name,
  quantity,
  unit_price: formatAmount(unitPrice),
  line_total: formatAmount(toDecimal(unitPrice).times(quantity)),
});

const blankToNull = (text: string | undefined) => (text?.trim() ? text.trim() : null);

function checkTotal(total: ReturnType<typeof toDecimal>, field: string): void {
  if (total.lessThan(MIN_TOTAL) || total.greaterThan(MAX_TOTAL)) throw validationFailed({ [field]: ["validation.quote_total_range"] });
}

/** The quotation-request module shape (total_price, items by name, validity_days). */
export function moduleQuoteInput(body: ModuleBody & { total_price: string }, at: Date): QuoteInput {
  const total = toDecimal(body.total_price);
  checkTotal(total, "total_price");
  const items = (body.items ?? []).map((i) => lineOf(i.name, i.quantity, i.unit_price));
  if (
    items.length > 0 &&
    sum(items.map((i) => i.line_total))
      .minus(total)
      .abs()
      .greaterThan(TOLERANCE)
  ) {
    throw validationFailed({ items: ["validation.quote_items_sum"] });
  }
  const validityDays = body.validity_days ?? DEFAULT_VALIDITY_DAYS;
  return {
    items,
    total: formatAmount(total),
    validityDays,
    validUntil: new Date(at.getTime() + validityDays * DAY_MS),
    notes: blankToNull(body.notes),
    deliveryNotes: blankToNull(body.delivery_notes),
    deliveryTimeDays: null,
    attachmentIds: body.attachment_media_ids ?? [],
  };
}

/** The end of a Kuwait calendar day ("YYYY-MM-DD"): the next day's 00:00 in Kuwait. */
function endOfKuwaitDay(date: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(new TZDate(y, m - 1, d + 1, 0, 0, 0, 0, KUWAIT_TZ).getTime());
}

/** The catalog shape (items by description, the total their sum, valid_until a date 1-30 days ahead in Kuwait). */
export function catalogQuoteInput(body: CatalogBody & { items: NonNullable<CatalogBody["items"]> }, at: Date): QuoteInput {
  const items = body.items.map((i) => lineOf(i.description, i.quantity, i.unit_price));
  const total = sum(items.map((i) => i.line_total));
  checkTotal(total, "items");
  const today = kuwaitDay(at);
  let validityDays = DEFAULT_VALIDITY_DAYS;
  if (body.valid_until) {
    const chosen = new Date(`${body.valid_until}T00:00:00.000Z`);
    validityDays = Math.round((chosen.getTime() - today.getTime()) / DAY_MS);
    if (Number.isNaN(validityDays) || validityDays < 1 || validityDays > 30) throw validationFailed({ valid_until: ["validation.quote_valid_until_range"] });
  }
  const until = new Date(today.getTime() + validityDays * DAY_MS).toISOString().slice(0, 10);
  return {
    items,
    total: formatAmount(total),
    validityDays,
    validUntil: endOfKuwaitDay(until),
    notes: blankToNull(body.notes),
    deliveryNotes: null,
    deliveryTimeDays: body.delivery_time_days ?? null,
    attachmentIds: body.attachment_media_ids ?? [],
  };
}
