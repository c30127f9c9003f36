import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import type { RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import { currentVendorId } from "../identity/sessions/current-vendor";
import { branchLimit, rfqInBranches } from "../branches/scope";

/** How long a vendor has to confirm a booking once its deposit is paid (docs/decisions.md "Vendor confirmation, decline and no-confirm"). */
export const VENDOR_CONFIRM_HOURS = 48;

export function vendorConfirmBy(confirmedAt: Date | null): Date | null {
  return confirmedAt ? new Date(confirmedAt.getTime() + VENDOR_CONFIRM_HOURS * 3600_000) : null;
}

/** A booking of the caller's vendor (booking.fulfil), in the caller's branches; 404 for anyone else's. */
export async function vendorBooking(id: string, ctx: RequestContext) {
  const vendorId = await currentVendorId(ctx, "booking.fulfil");
  const limit = await branchLimit(vendorId, ctx.userId);
  const booking = ULID_PATTERN.test(id) ? await db.booking.findFirst({ where: { id, vendorId, ...rfqInBranches(vendorId, limit) } }) : null;
  if (!booking) throw notFound();
  return booking;
}
