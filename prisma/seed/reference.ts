import type { PrismaClient } from "../../server/core/db/generated/client";
import { newId } from "../../server/core/ids";
import { BUILT_IN_ROLES } from "../../server/identity/roles";
import { seedCmsPages } from "./cms-pages";
import { categories } from "./data/categories";
import { areaCentroids } from "./data/area-centroids";
import { cityForGovernorate, gccCountries, kuwaitGovernorates } from "./data/locations";
import { plans } from "./data/plans";
import { launchSynonymGroups } from "./data/synonyms";

// Reference data every environment needs. Idempotent: rows are upserted by
// their natural key, so running it again updates names and adds what is new.

export async function seedReferenceData(db: PrismaClient): Promise<void> {
  await db.$transaction(
    async (tx) => {
      for (const [index, c] of gccCountries.entries()) {
        const fields = { nameAr: c.nameAr, nameEn: c.nameEn, phoneCode: c.phoneCode, currency: c.currency, supportedMarket: c.supportedMarket };
        await tx.country.upsert({ where: { code: c.code }, create: { code: c.code, id: newId(), ...fields }, update: fields });
        for (const [cityIndex, city] of c.cities.entries()) {
          const cityFields = { nameAr: city.nameAr, nameEn: city.nameEn, countryCode: c.code, sortOrder: index * 100 + cityIndex };
          await tx.city.upsert({ where: { slug: city.slug }, create: { id: newId(), slug: city.slug, ...cityFields }, update: cityFields });
        }
      }

      for (const [index, g] of kuwaitGovernorates.entries()) {
        const city = await tx.city.findUniqueOrThrow({ where: { slug: cityForGovernorate[g.slug] } });
        const fields = { nameAr: g.nameAr, nameEn: g.nameEn, cityId: city.id, sortOrder: index };
        const gov = await tx.governorate.upsert({ where: { slug: g.slug }, create: { id: newId(), slug: g.slug, ...fields }, update: fields });
        for (const [areaIndex, a] of g.areas.entries()) {
          const [latitude, longitude] = areaCentroids[a.slug] ?? [null, null];
          const areaFields = { nameAr: a.nameAr, nameEn: a.nameEn, governorateId: gov.id, sortOrder: areaIndex, latitude, longitude };
          await tx.area.upsert({ where: { slug: a.slug }, create: { id: newId(), slug: a.slug, ...areaFields }, update: areaFields });
        }
      }

      for (const c of categories) {
        const { children, slug, ...rest } = c;
        const parent = await tx.category.upsert({ where: { slug }, create: { id: newId(), slug, ...rest }, update: rest });
        for (const child of children ?? []) {
          const { slug: childSlug, ...childRest } = child;
          const fields = { ...childRest, parentId: parent.id };
          await tx.category.upsert({ where: { slug: childSlug }, create: { id: newId(), slug: childSlug, ...fields }, update: fields });
        }
      }

      for (const p of plans) {
        const { code, ...fields } = p;
        await tx.plan.upsert({ where: { code }, create: { id: newId(), code, ...fields }, update: fields });
      }

      for (const [code, permissions] of Object.entries(BUILT_IN_ROLES)) {
        await tx.role.upsert({ where: { code }, create: { id: newId(), code, permissions: [...permissions] }, update: { permissions: [...permissions] } });
      }

      // Only into an empty dictionary: once admins edit it, their version stays.
      if ((await tx.searchSynonymGroup.count()) === 0) {
        await tx.searchSynonymGroup.createMany({ data: launchSynonymGroups.map((terms, sortOrder) => ({ id: newId(), terms, sortOrder })) });
      }

      // The footer's content pages (terms, privacy, contact, about), only when missing.
      await seedCmsPages(tx);
    },
    { timeout: 120_000, maxWait: 60_000 },
  );
}
