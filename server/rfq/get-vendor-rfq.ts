import { now } from "../core/clock";
import { db } from "../core/db/client";
import type { RfqRecipient } from "../core/db/generated/client";
import { notFound } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import { currentVendorId } from "../identity/sessions/current-vendor";
import { assertInBranches, branchLimit } from "../branches/scope";
import type { VendorRfqView } from "./view-schemas";
import { loadVendorRfqViews } from "./views";

// GET /vendor/rfqs/{id}: the vendor's own copy of an RFQ it received (never
// the other recipients). The first read moves its recipient row sent -> viewed.

/** The vendor's recipient row of the RFQ; 404 when the vendor did not receive it, the id is malformed or it is another branch's than the caller's. */
export async function recipientOf(vendorId: string, rfqId: string, ctx: RequestContext): Promise<RfqRecipient> {
  if (!ULID_PATTERN.test(rfqId)) throw notFound();
  const recipient = await db.rfqRecipient.findUnique({ where: { rfqId_vendorId: { rfqId, vendorId } } });
  if (!recipient) throw notFound();
  assertInBranches(await branchLimit(vendorId, ctx.userId), recipient.branchId);
  return recipient;
}

export async function getVendorRfq(rfqId: string, ctx: RequestContext): Promise<VendorRfqView> {
  const vendorId = await currentVendorId(ctx, "rfq.respond");
  const recipient = await recipientOf(vendorId, rfqId, ctx);
  if (recipient.status === "sent") {
    // Conditional, so two first reads at once set viewed_at once.
    await db.rfqRecipient.updateMany({ where: { id: recipient.id, status: "sent" }, data: { status: "viewed", viewedAt: now() } });
  }
  const [view] = await loadVendorRfqViews(vendorId, { rfqId }, ctx.locale);
  return view;
}
