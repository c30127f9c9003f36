import { db } from "@/server/core/db/client";
import { call } from "./http";
import { auth } from "./identity";

// Calls and bodies of the vendor services API, for the services test files.
export type Caller = { token: string };

export const create = (caller: Caller, body: unknown, locale: "ar" | "en" = "en") =>
  call("/vendors/me/services", { method: "POST", headers: auth(caller.token, locale), body });
export const list = (caller: Caller, query: Record<string, string> = {}) => call("/vendors/me/services", { headers: auth(caller.token), query });
export const get = (caller: Caller, id: string) => call(`/vendors/me/services/${id}`, { headers: auth(caller.token) });
export const patch = (caller: Caller, id: string, body: unknown) => call(`/vendors/me/services/${id}`, { method: "PATCH", headers: auth(caller.token), body });
export const archive = (caller: Caller, id: string) => call(`/vendors/me/services/${id}`, { method: "DELETE", headers: auth(caller.token) });
export const addPackage = (caller: Caller, id: string, body: unknown) =>
  call(`/vendors/me/services/${id}/packages`, { method: "POST", headers: auth(caller.token), body });
export const patchPackage = (caller: Caller, id: string, packageId: string, body: unknown) =>
  call(`/vendors/me/services/${id}/packages/${packageId}`, { method: "PATCH", headers: auth(caller.token), body });
export const deletePackage = (caller: Caller, id: string, packageId: string) =>
  call(`/vendors/me/services/${id}/packages/${packageId}`, { method: "DELETE", headers: auth(caller.token) });
export const publicServices = (ref: string, locale: "ar" | "en" = "en") => call(`/vendors/${ref}/services`, { headers: { "accept-language": locale } });

export async function categoryId(slug: string) {
  return (await db.category.findUniqueOrThrow({ where: { slug } })).id;
}

export async function serviceBody(overrides: Record<string, unknown> = {}) {
  return {
    name_ar: "تصوير الأعراس",
    name_en: "Wedding photography",
    description_ar: "تغطية كاملة",
    description_en: "Full coverage",
    category_id: await categoryId("photography"),
    price_from: "150.000",
    ...overrides,
  };
}

export const pkg = (price: string, extra: Record<string, unknown> = {}) => ({
  name_ar: "باقة",
  name_en: `Package ${price}`,
  price,
  inclusions: [{ ar: "ألبوم", en: "Album" }],
  ...extra,
});

export async function serviceChangedEvents(serviceId: string) {
  const rows = await db.outboxEvent.findMany({ where: { type: "ServiceChanged" } });
  return rows.filter((r) => (r.payload as { serviceId?: string }).serviceId === serviceId);
}
