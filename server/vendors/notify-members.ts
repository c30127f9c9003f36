import type { Tx } from "../core/db/client";
import { notify, type NotifyInput } from "../notifications/notify";

/**
 * Tells every member of a vendor (owner and staff share the vendor's inbox of
 * RFQs, quotes and bookings), each in their own inbox, in the caller's
 * transaction. The params are the same for every member: names and amounts
 * are stored in both languages and read in each member's (server/notifications/params.ts).
 */
export async function notifyVendorMembers(tx: Tx, vendorId: string, input: Omit<NotifyInput, "userId">): Promise<void> {
  const members = await tx.vendorMember.findMany({ where: { vendorId }, select: { userId: true }, orderBy: { createdAt: "asc" } });
  for (const { userId } of members) await notify(tx, { ...input, userId });
}
