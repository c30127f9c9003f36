import { db } from "../core/db/client";
import { localized, type Locale } from "../core/i18n";
import { notifyAccountHolder } from "../identity/profile/profile";
import { portalUrl } from "../core/app-url";

// Messages to a vendor's owner about its application, in the owner's
// language (templates under messages/<locale>.json `api.emails`). Sent after
// the change has committed; a delivery failure never undoes the change.

export type VendorNotice = "vendor_approved" | "vendor_rejected" | "vendor_suspended" | "vendor_reinstated";

export async function notifyVendorOwner(vendorId: string, template: VendorNotice, values: Record<string, string> = {}): Promise<void> {
  const vendor = await db.vendor.findUnique({
    where: { id: vendorId },
    select: { nameAr: true, nameEn: true, ownerUserId: true },
  });
  if (!vendor) return;
  const owner = await db.user.findUnique({ where: { id: vendor.ownerUserId }, select: { email: true, phone: true, preferredLocale: true } });
  if (!owner) return;
  const locale = owner.preferredLocale as Locale;
  await notifyAccountHolder(owner, template, {
    vendor: localized(locale, vendor.nameAr, vendor.nameEn),
    url: portalUrl(locale, "/vendor"),
    ...values,
  });
}
