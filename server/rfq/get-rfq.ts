import { db, type Tx } from "../core/db/client";
import { notFound } from "../core/errors";
import type { Locale } from "../core/i18n";
import { callerId, type RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import type { RfqView } from "./view-schemas";
import { loadRfqViews } from "./views";

// GET /rfqs/{id} and /quotation-requests/{id}: one RFQ of the caller, with
// its recipients and their statuses. Another customer's RFQ is 404.

/** The caller's RFQ row; 404 for anyone else's or a malformed id. */
export async function ownedRfq(userId: string, rfqId: string, client: Tx = db) {
  if (!ULID_PATTERN.test(rfqId)) throw notFound();
  const rfq = await client.rfq.findFirst({ where: { id: rfqId, customerUserId: userId } });
  if (!rfq) throw notFound();
  return rfq;
}

export async function rfqView(rfqId: string, userId: string, locale: Locale): Promise<RfqView> {
  const [view] = await loadRfqViews({ id: rfqId, customerUserId: userId }, locale);
  if (!view) throw notFound();
  return view;
}

export async function getRfq(rfqId: string, ctx: RequestContext): Promise<RfqView> {
  const userId = callerId(ctx);
  if (!ULID_PATTERN.test(rfqId)) throw notFound();
  return rfqView(rfqId, userId, ctx.locale);
}
