import { z } from "zod";
import { pagedList } from "../core/http/meta";
import { defineEndpoint } from "../core/http/endpoint";
import { ok, okPage } from "../core/http/envelope";
import { categoryTreeAnswer, getCategoryBySlugOrThrow } from "./categories";
import { listCities, listCountries, listGovernoratesWithAreas } from "./locations";
import { listActivePlans } from "./plans";
import * as s from "./schemas";

// Public reference data: categories, areas, cities, countries, plans.

export const listCategories = defineEndpoint({
  method: "GET",
  path: "/categories",
  summary: "Category tree (two levels), bilingual",
  tags: ["Marketplace"],
  auth: "public",
  query: s.categoriesQuery,
  response: z.array(s.categorySchema),
  collection: true,
  handler: async ({ query, ctx }) => ok(await categoryTreeAnswer(ctx.locale, { seo: query.include.includes("seo") })),
});

export const getCategory = defineEndpoint({
  method: "GET",
  path: "/categories/{slug}",
  summary: "One active category; unknown or inactive slugs answer 404 with `error.suggestions`",
  tags: ["Marketplace"],
  auth: "public",
  params: s.categorySlugParams,
  query: s.categoriesQuery,
  response: s.categorySchema,
  handler: async ({ params, query, ctx }) => ok(await getCategoryBySlugOrThrow(params.slug, ctx.locale, { seo: query.include.includes("seo") })),
});

export const listAreas = defineEndpoint({
  method: "GET",
  path: "/areas",
  summary: "Governorates of Kuwait and their areas",
  tags: ["Reference"],
  auth: "public",
  query: s.areasQuery,
  response: z.array(s.governorateSchema),
  collection: true,
  handler: async ({ query, ctx }) => ok(await listGovernoratesWithAreas(ctx.locale, query.governorate_id)),
});

export const listCitiesEndpoint = defineEndpoint({
  method: "GET",
  path: "/cities",
  summary: "Cities (GCC), page-paginated",
  tags: ["Reference"],
  auth: "public",
  query: s.citiesQuery,
  ...pagedList(s.citySchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await listCities(ctx.locale, query)),
});

export const listCountriesEndpoint = defineEndpoint({
  method: "GET",
  path: "/countries",
  summary: "Countries (GCC) and whether each is a supported market",
  tags: ["Reference"],
  auth: "public",
  query: s.countriesQuery,
  response: z.array(s.countrySchema),
  collection: true,
  handler: async ({ ctx }) => ok(await listCountries(ctx.locale)),
});

export const listPlans = defineEndpoint({
  method: "GET",
  path: "/plans",
  summary: "Active vendor subscription plans for a country",
  tags: ["Vendors"],
  auth: "public",
  query: s.plansQuery,
  response: z.array(s.planSchema),
  collection: true,
  handler: async ({ query, ctx }) => ok(await listActivePlans(ctx.locale, query.country)),
});
