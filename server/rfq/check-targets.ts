import { db, type Tx } from "../core/db/client";
import { validationFailed } from "../core/errors";
import { localized, translate, type Locale } from "../core/i18n";
import { ULID_PATTERN } from "../core/ids";

// Who an RFQ may go to (spec RFQ: each vendor approved, active and offering
// the category). Checked when targets are chosen and again when the RFQ is
// sent, since a vendor may be suspended or unpublish in between.

export type RfqCategory = { id: string; parentId: string | null };

/**
 * The category ids a vendor may be linked to for an RFQ in `category`: the
 * category, its parent (a photographer serves a wedding-photography request)
 * and its children (a request for photography in general reaches the
 * wedding photographers).
 */
export async function matchingCategoryIds(category: RfqCategory, client: Tx = db): Promise<string[]> {
  const children = await client.category.findMany({ where: { parentId: category.id, status: "active" }, select: { id: true } });
  return [category.id, ...(category.parentId ? [category.parentId] : []), ...children.map((c) => c.id)];
}

/** The vendors the caller belongs to: a customer cannot ask their own vendor for a quote. */
export async function ownVendorIds(userId: string, client: Tx = db): Promise<Set<string>> {
  const members = await client.vendorMember.findMany({ where: { userId }, select: { vendorId: true } });
  return new Set(members.map((m) => m.vendorId));
}

/**
 * 422 on `vendor_ids` naming every vendor that cannot receive the RFQ, and
 * why; the vendors (in the order given) otherwise. Messages carry the
 * vendor's name, so they are localized here.
 */
export async function checkTargets(
  vendorIds: string[],
  category: RfqCategory,
  customerUserId: string,
  locale: Locale,
  client: Tx = db,
): Promise<{ id: string; nameAr: string; nameEn: string }[]> {
  const [vendors, categoryIds, own] = await Promise.all([
    client.vendor.findMany({
      where: { id: { in: vendorIds.filter((id) => ULID_PATTERN.test(id)) } },
      select: { id: true, nameAr: true, nameEn: true, status: true, publishedAt: true, categories: { select: { categoryId: true } } },
    }),
    matchingCategoryIds(category, client),
    ownVendorIds(customerUserId, client),
  ]);
  const byId = new Map(vendors.map((v) => [v.id, v]));
  const problems: string[] = [];
  const say = (key: string, name?: string) => problems.push(translate(locale, `api.validation.${key}`, name ? { name } : {}) ?? key);
  for (const vendorId of vendorIds) {
    const vendor = byId.get(vendorId);
    if (!vendor) {
      say("rfq_vendor_unknown");
      continue;
    }
    // Pending, rejected, suspended or hidden by its owner: not on the marketplace.
    if (vendor.status !== "approved" || !vendor.publishedAt) {
      say("rfq_vendor_unavailable", localized(locale, vendor.nameAr, vendor.nameEn));
      continue;
    }
    const name = localized(locale, vendor.nameAr, vendor.nameEn);
    if (own.has(vendor.id)) say("rfq_vendor_own", name);
    else if (!vendor.categories.some((c) => categoryIds.includes(c.categoryId))) say("rfq_vendor_not_in_category", name);
  }
  if (problems.length > 0) throw validationFailed({ vendor_ids: problems });
  return vendorIds.map((id) => byId.get(id)!);
}
