import type { Tx } from "../core/db/client";
import type { Locale } from "../core/i18n";
import { notify, type NotifyInput } from "../notifications/notify";

/**
 * Tells every member of a vendor (owner and staff share the vendor's inbox of
 * RFQs, quotes and bookings), each in their own inbox, in the caller's transaction.
 */
export async function notifyVendorMembers(tx: Tx, vendorId: string, input: MembersNotice): Promise<void> {
  const members = await tx.vendorMember.findMany({
    where: { vendorId },
    select: { userId: true, user: { select: { preferredLocale: true } } },
    orderBy: { createdAt: "asc" },
  });
  for (const { userId, user } of members) {
    const params = typeof input.params === "function" ? input.params(user.preferredLocale as Locale) : input.params;
    await notify(tx, { ...input, userId, params });
  }
}

/** Params may depend on the member's language (amounts, names): stored once per inbox row. */
type MembersNotice = Omit<NotifyInput, "userId" | "params"> & { params?: NotifyInput["params"] | ((locale: Locale) => NotifyInput["params"]) };
