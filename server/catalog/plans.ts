import { db } from "../core/db/client";
import { localized, type Locale } from "../core/i18n";
import { money } from "../core/money";

/** Active subscription plans for a country, cheapest first. */
export async function listActivePlans(locale: Locale, country: string) {
  const rows = await db.plan.findMany({ where: { active: true, countryCode: country }, orderBy: { sortOrder: "asc" } });
  return rows.map((p) => ({
    id: p.id,
    code: p.code,
    name: localized(locale, p.nameAr, p.nameEn),
    name_ar: p.nameAr,
    name_en: p.nameEn,
    price_monthly: money(p.priceMonthly, p.currency),
    rfq_receive_limit: p.rfqReceiveLimit,
    quotation_quota: p.quotationQuota,
    team_size: p.teamSize,
    analytics_depth: p.analyticsDepth,
    featured_eligible: p.featuredEligible,
  }));
}
