import { db } from "../core/db/client";
import { localized, translate, type Locale } from "../core/i18n";
import { amountText } from "../core/money";

// Names for the audit trail: the people who acted and the objects they acted
// on, looked up in one query per entity type for a whole page, and the action
// in words. Rows keep their ids; the names are shown beside them. An object
// since deleted (or a type without a name) keeps its id alone.

type Names = Map<string, string>;
type Resolver = (ids: string[], locale: Locale) => Promise<Names>;

const personName = (u: { firstName: string; lastName: string; email: string | null }) => [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email || "";
const toMap = <T extends { id: string }>(rows: T[], name: (row: T) => string | null): Names =>
  new Map(rows.flatMap((r) => (name(r) ? [[r.id, name(r)!] as [string, string]] : [])));

async function people(ids: string[]): Promise<Map<string, { name: string; email: string | null }>> {
  const rows = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, firstName: true, lastName: true, email: true } });
  return new Map(rows.map((u) => [u.id, { name: personName(u), email: u.email }]));
}

const RESOLVERS: Record<string, Resolver> = {
  user: async (ids) => new Map([...(await people(ids))].map(([id, p]) => [id, p.name])),
  vendor: async (ids, locale) =>
    toMap(await db.vendor.findMany({ where: { id: { in: ids } }, select: { id: true, nameAr: true, nameEn: true } }), (v) =>
      localized(locale, v.nameAr, v.nameEn),
    ),
  category: async (ids, locale) =>
    toMap(await db.category.findMany({ where: { id: { in: ids } }, select: { id: true, nameAr: true, nameEn: true } }), (c) =>
      localized(locale, c.nameAr, c.nameEn),
    ),
  plan: async (ids, locale) =>
    toMap(await db.plan.findMany({ where: { id: { in: ids } }, select: { id: true, nameAr: true, nameEn: true } }), (p) =>
      localized(locale, p.nameAr, p.nameEn),
    ),
  cms_page: async (ids, locale) =>
    toMap(await db.cmsPage.findMany({ where: { id: { in: ids } }, select: { id: true, titleAr: true, titleEn: true } }), (p) =>
      localized(locale, p.titleAr, p.titleEn),
    ),
  booking: async (ids) => toMap(await db.booking.findMany({ where: { id: { in: ids } }, select: { id: true, reference: true } }), (b) => b.reference),
  settlement: async (ids) => toMap(await db.settlement.findMany({ where: { id: { in: ids } }, select: { id: true, reference: true } }), (s) => s.reference),
  event: async (ids) => toMap(await db.event.findMany({ where: { id: { in: ids } }, select: { id: true, title: true } }), (e) => e.title),
  rfq: async (ids) => toMap(await db.rfq.findMany({ where: { id: { in: ids } }, select: { id: true, title: true } }), (r) => r.title),
  service: async (ids, locale) =>
    toMap(await db.service.findMany({ where: { id: { in: ids } }, select: { id: true, nameAr: true, nameEn: true } }), (s) =>
      localized(locale, s.nameAr, s.nameEn),
    ),
  review: async (ids) => toMap(await db.review.findMany({ where: { id: { in: ids } }, select: { id: true, title: true } }), (r) => r.title),
};
// The RFQ machine names its rows "RFQ".
RESOLVERS.RFQ = RESOLVERS.rfq;
RESOLVERS.quotation = async (ids) =>
  toMap(await db.quote.findMany({ where: { id: { in: ids } }, select: { id: true, rfq: { select: { title: true } } } }), (q) => q.rfq.title);

// Money rows are named by their booking's reference and their amount ("BK-7K2M9Q · 300.000 KWD").
async function bookingReferences(ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const rows = wanted.length ? await db.booking.findMany({ where: { id: { in: wanted } }, select: { id: true, reference: true } }) : [];
  return new Map(rows.map((b) => [b.id, b.reference]));
}
const moneyName = (reference: string | undefined, amount: { toString(): string }, locale: Locale) =>
  [reference, amountText(amount, locale)].filter(Boolean).join(" · ");
RESOLVERS.payment = async (ids, locale) => {
  const rows = await db.payment.findMany({ where: { id: { in: ids } }, select: { id: true, payableType: true, payableId: true, amount: true } });
  const refs = await bookingReferences(rows.map((p) => (p.payableType === "booking" ? p.payableId : null)));
  return toMap(rows, (p) => moneyName(refs.get(p.payableId), p.amount, locale));
};
RESOLVERS.refund = async (ids, locale) => {
  const rows = await db.refund.findMany({ where: { id: { in: ids } }, select: { id: true, bookingId: true, amount: true } });
  const refs = await bookingReferences(rows.map((r) => r.bookingId));
  return toMap(rows, (r) => moneyName(r.bookingId ? refs.get(r.bookingId) : undefined, r.amount, locale));
};

/** Names of the actors (people) and entities of a page of audit rows. */
export async function auditNames(rows: { actorId: string | null; entityType: string; entityId: string | null }[], locale: Locale) {
  const actorIds = [...new Set(rows.map((r) => r.actorId).filter((id): id is string => !!id))];
  const byType = new Map<string, Set<string>>();
  for (const r of rows)
    if (r.entityId && RESOLVERS[r.entityType]) (byType.get(r.entityType) ?? byType.set(r.entityType, new Set()).get(r.entityType)!).add(r.entityId);
  const [actors, entities] = await Promise.all([
    people(actorIds),
    Promise.all([...byType].map(async ([type, ids]) => [type, await RESOLVERS[type]([...ids], locale)] as const)),
  ]);
  const entityNames = new Map(entities);
  return {
    actor: (id: string | null) => (id ? (actors.get(id) ?? null) : null),
    entity: (type: string, id: string | null) => (id ? (entityNames.get(type)?.get(id) ?? null) : null),
  };
}

/**
 * The action in words: "{subject}: {verb}" from the dotted code (`vendor.document.approved` is the
 * subject `vendor.document` and the verb `approved`), each part from messages (homes.auditWords); the code
 * itself when a part has no words yet.
 */
export function actionLabel(action: string, locale: Locale): string {
  const cut = action.lastIndexOf(".");
  if (cut < 0) return action;
  const subject = translate(locale, `homes.auditWords.subjects.${action.slice(0, cut).replaceAll(".", "_")}`);
  const verb = translate(locale, `homes.auditWords.verbs.${action.slice(cut + 1)}`);
  return subject && verb ? translate(locale, "homes.auditWords.actionPattern", { subject, verb })! : action;
}

/** The entity type in words, or the type itself. */
export function entityTypeLabel(type: string, locale: Locale): string {
  return translate(locale, `homes.audit.entities.${type}`) ?? type;
}
