import { db } from "../../core/db/client";
import { AppError, notFound } from "../../core/errors";
import type { RequestContext } from "../../core/http/request-context";
import { localized } from "../../core/i18n";
import { ULID_PATTERN } from "../../core/ids";
import { money } from "../../core/money";
import { currentVendorId, requireApprovedVendor } from "../../identity/sessions/current-vendor";
import { recipientOf } from "../get-vendor-rfq";
import { assertRfqOpen } from "../submit-quote";
import { builtInDrafter } from "./builtin-drafter";
import { configuredNoteWriter } from "./chat-note-writer";
import type { Draft, DraftContext, DraftSource, Drafter, NoteWriter } from "./drafter";
import { gatherDraftContext } from "./gather-context";
import type { QuoteDraftView } from "./schemas";

// POST /vendor/quotes/{quoteId}/ai-draft: a draft of the vendor's quote on an
// RFQ it received. Reads only: no quote is written or sent, no status moves,
// nobody is notified (docs/quote-drafts.md). `quoteId` is the vendor's quote
// (a revision's draft) or, before it quoted, the RFQ id of its inbox entry,
// the id its quote is created under (docs/decisions.md "Quote drafts").

/** Quote states a new version can still follow (revise-quote.ts). */
const REVISABLE = ["submitted", "counter_received", "expired"];

type Target = { rfqId: string; quoteId: string | null };

/** The vendor's quote by its id, else the vendor's quote (if any) on the RFQ of that id. Another vendor's quote is no target: 404 follows. */
async function targetOf(vendorId: string, id: string): Promise<Target & { quoteStatus: string | null }> {
  if (!ULID_PATTERN.test(id)) throw notFound();
  const byId = await db.quote.findFirst({ where: { id, vendorId }, select: { id: true, rfqId: true, status: true } });
  const quote = byId ?? (await db.quote.findUnique({ where: { rfqId_vendorId: { rfqId: id, vendorId } }, select: { id: true, rfqId: true, status: true } }));
  return { rfqId: quote?.rfqId ?? id, quoteId: quote?.id ?? null, quoteStatus: quote?.status ?? null };
}

async function sourceNames(context: DraftContext, sources: DraftSource[], locale: RequestContext["locale"]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const offer of context.offers) names.set(`${offer.source.type}:${offer.source.id}`, localized(locale, offer.name.ar, offer.name.en));
  const pastIds = sources.filter((s) => s.type === "past_quote").map((s) => s.id);
  if (pastIds.length) {
    const rows = await db.quote.findMany({ where: { id: { in: pastIds } }, select: { id: true, rfq: { select: { title: true } } } });
    for (const r of rows) names.set(`past_quote:${r.id}`, r.rfq.title);
  }
  return names;
}

export async function toView(target: Target, context: DraftContext, draft: Draft, locale: RequestContext["locale"]): Promise<QuoteDraftView> {
  const seen = new Map<string, DraftSource>();
  for (const l of draft.lines) seen.set(`${l.source.type}:${l.source.id}`, l.source);
  const names = await sourceNames(context, [...seen.values()], locale);
  return {
    rfq_id: target.rfqId,
    quote_id: target.quoteId,
    lines: draft.lines.map((l) => ({ name: l.name, quantity: l.quantity, unit_price: money(l.unit_price), line_total: money(l.line_total), source: l.source })),
    total: draft.total ? money(draft.total) : null,
    validity_days: draft.validityDays,
    note: { text: draft.note[locale], ar: draft.note.ar, en: draft.note.en, by: draft.note.by },
    sources: [...seen].map(([key, s]) => ({ ...s, name: names.get(key) ?? null })),
    basis: { guest_count: context.basis.guestCount, month: context.basis.month, season: context.basis.season, budget_band: context.basis.budgetBand },
    based_on: draft.basedOn ? { quote_id: draft.basedOn.quoteId, score: draft.basedOn.score } : null,
  };
}

export async function draftQuote(id: string, ctx: RequestContext, deps: { drafter?: Drafter; noteWriter?: NoteWriter } = {}): Promise<QuoteDraftView> {
  const vendorId = await currentVendorId(ctx, "quote.submit");
  await requireApprovedVendor(vendorId);
  const target = await targetOf(vendorId, id);
  const recipient = await recipientOf(vendorId, target.rfqId, ctx);
  if (target.quoteStatus && !REVISABLE.includes(target.quoteStatus)) {
    throw new AppError("QUOTATION_INVALID_STATE", {
      message: {
        en: `Your quotation is ${target.quoteStatus}; it takes no new version to draft.`,
        ar: `حالة عرض سعرك ${target.quoteStatus}؛ لا يمكن إعداد مسودة نسخة جديدة منه.`,
      },
    });
  }
  if (recipient.status === "declined") {
    throw new AppError("RFQ_INVALID_STATE", {
      message: { en: "You declined this RFQ, so it takes no quotation from you.", ar: "اعتذرت عن طلب عرض السعر هذا، فلا يمكنك تقديم عرض سعر عليه." },
    });
  }
  assertRfqOpen(await db.rfq.findUniqueOrThrow({ where: { id: target.rfqId }, select: { status: true } }));
  const context = await gatherDraftContext(vendorId, target.rfqId, recipient.branchId, ctx.locale);
  const draft = (deps.drafter ?? builtInDrafter).draft(context);
  const { categoryId: _omit, ...basis } = context.basis;
  const note = await (deps.noteWriter ?? configuredNoteWriter()).writeNote(
    { basis, lines: draft.lines.map((l) => ({ name: l.name, quantity: l.quantity, unit_price: l.unit_price })), total: draft.total },
    draft.note,
  );
  return toView(target, context, { ...draft, note }, ctx.locale);
}
