import { versionedCache } from "../core/cache/versioned-cache";
import { db } from "../core/db/client";
import type { Prisma } from "../core/db/generated/client";
import { localized, type Locale } from "../core/i18n";
import { pageWindow, pagination, type PageInput } from "../core/http/query";

const names = (locale: Locale, r: { nameAr: string; nameEn: string }) => ({
  name: localized(locale, r.nameAr, r.nameEn),
  name_ar: r.nameAr,
  name_en: r.nameEn,
});

// Reference data, kept in this process until it changes (server/core/cache).
const governorates = versionedCache("reference", () =>
  db.governorate.findMany({
    orderBy: [{ sortOrder: "asc" }, { slug: "asc" }],
    include: { areas: { orderBy: [{ sortOrder: "asc" }, { slug: "asc" }] } },
  }),
);
const countries = versionedCache("reference", () => db.country.findMany({ orderBy: [{ supportedMarket: "desc" }, { nameEn: "asc" }] }));

/** Kuwait's governorates with their areas. */
export async function listGovernoratesWithAreas(locale: Locale, governorateId?: string) {
  const rows = (await governorates.get("governorates")).filter((g) => governorateId === undefined || g.id === governorateId);
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

// Every city of a country (or all) in one order, cached like the rest; pages are cut in memory.
const cities = versionedCache("reference", (key: string) => {
  const [country, sort] = key.split(" ");
  return db.city.findMany({ where: country ? { countryCode: country } : {}, orderBy: citySort[sort] });
});

export async function listCities(locale: Locale, filter: { country?: string; sort: string } & PageInput) {
  const all = await cities.get(`${filter.country ?? ""} ${filter.sort}`);
  const { skip, take } = pageWindow(filter);
  const rows = all.slice(skip, skip + take);
  const total = all.length;
  return {
    items: rows.map((c) => ({ id: c.id, slug: c.slug, ...names(locale, c), country_code: c.countryCode })),
    pagination: pagination(filter, total),
  };
}

export async function listCountries(locale: Locale) {
  const rows = await countries.get("countries");
  return rows.map((c) => ({
    id: c.id,
    code: c.code,
    ...names(locale, c),
    phone_code: c.phoneCode,
    currency: c.currency,
    supported_market: c.supportedMarket,
  }));
}

/** An area's centroid (reference data, from the cache), or null for an unknown area or one without a centroid. */
export async function areaCentroid(areaId: string): Promise<{ lat: number; lng: number } | null> {
  for (const g of await governorates.get("governorates")) {
    const area = g.areas.find((a) => a.id === areaId);
    if (area) return area.latitude === null || area.longitude === null ? null : { lat: area.latitude, lng: area.longitude };
  }
  return null;
}
