import { versionedCache } from "../core/cache/versioned-cache";
import { db } from "../core/db/client";
import type { Plan } from "../core/db/generated/client";
import { localized, type Locale } from "../core/i18n";
import { money } from "../core/money";

/** The public view of a plan (GET /plans and the plan inside a vendor's subscription). */
export function publicPlanView(p: Plan, locale: Locale) {
  return {
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
  };
}

export type PublicPlan = ReturnType<typeof publicPlanView>;

// Kept in this process until reference data changes (server/core/cache), per country.
const activePlans = versionedCache("reference", (country: string) =>
  db.plan.findMany({
    where: { active: true, countryCode: country },
    orderBy: [{ sortOrder: "asc" }, { priceMonthly: "asc" }, { code: "asc" }],
  }),
);

/** Active subscription plans for a country, in the admin's sort order (cheapest first on ties). */
export async function listActivePlans(locale: Locale, country: string): Promise<PublicPlan[]> {
  return (await activePlans.get(country)).map((p) => publicPlanView(p, locale));
}
