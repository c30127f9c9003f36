import type { Tx } from "../core/db/client";
import type { Locale } from "../core/i18n";
import { notify, type NotifyInput } from "../notifications/notify";

/**
 * Like notifyVendorMembers (server/vendors/notify-members.ts), with params
 * written in each member's language: for texts the system writes (a
 * cancellation reason, a vendor name) rather than ones a person typed.
 */
export async function notifyVendorTeam(
  tx: Tx,
  vendorId: string,
  input: Omit<NotifyInput, "userId" | "params"> & { params: (locale: Locale) => NotifyInput["params"] },
): Promise<void> {
  const members = await tx.vendorMember.findMany({
    where: { vendorId },
    select: { userId: true, user: { select: { preferredLocale: true } } },
    orderBy: { createdAt: "asc" },
  });
  for (const m of members) {
    const locale: Locale = m.user.preferredLocale === "ar" ? "ar" : "en";
    await notify(tx, { kind: input.kind, entity: input.entity, userId: m.userId, params: input.params(locale) });
  }
}

/** The recipient's language for system-written params. */
export async function localeOf(tx: Tx, userId: string): Promise<Locale> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { preferredLocale: true } });
  return user?.preferredLocale === "ar" ? "ar" : "en";
}
