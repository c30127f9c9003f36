import { db } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { localized, type Locale } from "../core/i18n";
import { pageWindow, pagination, type PageInput } from "../core/http/query";

const names = (locale: Locale, r: { nameAr: string; nameEn: string }) => ({
  name: localized(locale, r.nameAr, r.nameEn),
  name_ar: r.nameAr,
  name_en: r.nameEn,
});

/** Kuwait's governorates with their areas. */
export async function listGovernoratesWithAreas(locale: Locale, governorateId?: string) {
  const rows = await db.governorate.findMany({
    where: governorateId ? { id: governorateId } : undefined,
    orderBy: [{ sortOrder: "asc" }, { slug: "asc" }],
    include: { areas: { orderBy: [{ sortOrder: "asc" }, { slug: "asc" }] } },
  });
  return rows.map((g) => ({
    id: g.id,
    slug: g.slug,
    ...names(locale, g),
    city_id: g.cityId,
    areas: g.areas.map((a) => ({ id: a.id, slug: a.slug, ...names(locale, a) })),
  }));
}

const citySort: Record<string, Prisma.CityOrderByWithRelationInput[]> = {
  sort_order: [{ countryCode: "asc" }, { sortOrder: "asc" }, { slug: "asc" }],
  name: [{ nameEn: "asc" }],
  "-name": [{ nameEn: "desc" }],
};

export async function listCities(locale: Locale, filter: { country?: string; sort: string } & PageInput) {
  const where = filter.country ? { countryCode: filter.country } : {};
  const [rows, total] = await Promise.all([
    db.city.findMany({ where, orderBy: citySort[filter.sort], ...pageWindow(filter) }),
    db.city.count({ where }),
  ]);
  return {
    items: rows.map((c) => ({ id: c.id, slug: c.slug, ...names(locale, c), country_code: c.countryCode })),
    pagination: pagination(filter, total),
  };
}

export async function listCountries(locale: Locale) {
  const rows = await db.country.findMany({ orderBy: [{ supportedMarket: "desc" }, { nameEn: "asc" }] });
  return rows.map((c) => ({
    id: c.id,
    code: c.code,
    ...names(locale, c),
    phone_code: c.phoneCode,
    currency: c.currency,
    supported_market: c.supportedMarket,
  }));
}
