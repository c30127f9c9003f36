// Vendor subscription plan seed data. Prices are monthly, in KWD (3 decimals).
// Pure data module: no runtime dependencies.

export type PlanSeed = {
  code: "free" | "basic" | "professional" | "enterprise";
  nameAr: string;
  nameEn: string;
  priceMonthly: string /* KWD, 3 decimals, e.g. "0.000" */;
  rfqReceiveLimit: number | null /* null = unlimited */;
  quotationQuota: number | null /* null = unlimited */;
  teamSize: number;
  analyticsDepth: "basic" | "standard" | "advanced" | "full";
  featuredEligible: boolean;
  featuredWeight: number;
  sortOrder: number;
};

export const plans: PlanSeed[] = [
  {
    code: "free",
    nameAr: "الباقة المجانية",
    nameEn: "Free",
    priceMonthly: "0.000",
    rfqReceiveLimit: 5,
    quotationQuota: 5,
    teamSize: 1,
    analyticsDepth: "basic",
    featuredEligible: false,
    featuredWeight: 0,
    sortOrder: 1,
  },
  {
    code: "basic",
    nameAr: "الباقة الأساسية",
    nameEn: "Basic",
    priceMonthly: "15.000",
    rfqReceiveLimit: 20,
    quotationQuota: 20,
    teamSize: 3,
    analyticsDepth: "standard",
    featuredEligible: false,
    featuredWeight: 0,
    sortOrder: 2,
  },
  {
    code: "professional",
    nameAr: "الباقة الاحترافية",
    nameEn: "Professional",
    priceMonthly: "45.000",
    rfqReceiveLimit: 75,
    quotationQuota: 75,
    teamSize: 10,
    analyticsDepth: "advanced",
    featuredEligible: true,
    featuredWeight: 1,
    sortOrder: 3,
  },
  {
    code: "enterprise",
    nameAr: "باقة المؤسسات",
    nameEn: "Enterprise",
    priceMonthly: "120.000",
    rfqReceiveLimit: null,
    quotationQuota: null,
    teamSize: 50,
    analyticsDepth: "full",
    featuredEligible: true,
    featuredWeight: 2,
    sortOrder: 4,
  },
];
