import { expect } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { call } from "./http";
import { auth, signedIn, type TestUser } from "./identity";
import { deliverToRoutes, paymentApi, sandboxApi } from "./payment-api";
import { quotingVendor } from "./rfqs";

// Direct orders for the tests: a vendor with a package customers may order,
// the order endpoints as a customer, a vendor member or an admin, and an
// order paid through the sandbox's hosted page and webhook.

/** An approved vendor (owner in its context) with a published service and a package of `price` ordered with `mode`. */
export async function orderableVendor(opts: { mode?: "full" | "deposit"; price?: string; capacity?: number } = {}) {
  const { vendor, owner } = await quotingVendor();
  const category = await db.category.findFirstOrThrow({ where: { slug: "photography" } });
  const service = await db.service.create({
    data: {
      id: newId(),
      vendorId: vendor.id,
      categoryId: category.id,
      nameAr: "تصوير",
      nameEn: "Photography",
      status: "published",
      publishedAt: now(),
      priceFrom: opts.price ?? "150.000",
    },
  });
  const pkg = await db.servicePackage.create({
    data: {
      id: newId(),
      serviceId: service.id,
      nameAr: "باقة الساعتين",
      nameEn: "Two-hour shoot",
      price: opts.price ?? "150.000",
      directOrder: opts.mode ?? "full",
      createdAt: now(),
    },
  });
  if (opts.capacity) await db.vendorAvailability.create({ data: { vendorId: vendor.id, workDays: [0, 1, 2, 3, 4, 5, 6], dailyCapacity: opts.capacity } });
  return { vendor, owner, service, pkg };
}

/** A Kuwait calendar date `days` from now (YYYY-MM-DD). */
export function dayIn(days: number): string {
  return new Date(now().getTime() + days * 86_400_000 + 3 * 3600_000).toISOString().slice(0, 10);
}

export async function orderBody(packageId: string, overrides: Record<string, unknown> = {}) {
  const area = await db.area.findFirstOrThrow({ where: { latitude: { not: null } }, orderBy: { sortOrder: "asc" } });
  return { package_id: packageId, date: dayIn(10), time: "18:00", area_id: area.id, address: "Block 4, Street 12, House 7", notes: "Ring twice", ...overrides };
}

export function ordersApi(user: TestUser, locale: "ar" | "en" = "en") {
  const headers = auth(user.token, locale);
  const post = (path: string, body?: unknown) => call(path, { method: "POST", headers, body });
  return {
    create: (body: unknown) => call("/orders", { method: "POST", headers, body }),
    list: (query: Record<string, string> = {}) => call("/orders", { headers, query }),
    get: (id: string) => call(`/orders/${id}`, { headers }),
    cancel: (id: string, reason = "Plans changed") => post(`/orders/${id}/cancel`, { reason }),
    vendorList: (query: Record<string, string> = {}) => call("/vendor/orders", { headers, query }),
    vendorGet: (id: string) => call(`/vendor/orders/${id}`, { headers }),
    accept: (id: string) => post(`/vendor/orders/${id}/accept`),
    decline: (id: string, reason = "Fully booked") => post(`/vendor/orders/${id}/decline`, { reason }),
    onTheWay: (id: string) => post(`/vendor/orders/${id}/on-the-way`),
    start: (id: string) => post(`/vendor/orders/${id}/start`),
    complete: (id: string) => post(`/vendor/orders/${id}/complete`),
    vendorCancel: (id: string, reason = "Equipment broke") => post(`/vendor/orders/${id}/cancel`, { reason }),
    location: (id: string, body: unknown) => post(`/vendor/orders/${id}/location`, body),
    adminList: (query: Record<string, string> = {}) => call("/admin/orders", { headers, query }),
    adminGet: (id: string) => call(`/admin/orders/${id}`, { headers }),
  };
}

export async function drain() {
  while ((await dispatchOutbox()).delivered > 0);
}

/** A customer's placed order of `pkg`. */
export async function placedOrder(pkgId: string, opts: { customer?: TestUser; overrides?: Record<string, unknown> } = {}) {
  const customer = opts.customer ?? (await signedIn());
  const res = await ordersApi(customer).create(await orderBody(pkgId, opts.overrides));
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { customer, orderId: res.json.data.id as string, order: res.json.data };
}

/** Pays what the order owes through the sandbox page (KNET) and runs the outbox: the order is paid. */
export async function payOrder(customer: TestUser, orderId: string) {
  const res = await paymentApi(customer.token).intent({ purpose: "order_payment", payable_type: "order", payable_id: orderId });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const payment = await db.payment.findUniqueOrThrow({ where: { id: res.json.data.id } });
  deliverToRoutes();
  await sandboxApi.complete(payment.providerSessionId!, { outcome: "paid", method: "knet" });
  await drain();
  return db.payment.findUniqueOrThrow({ where: { id: payment.id } });
}

/**
 * Moves an order's booked start to now: the vendor's on-the-day moves open only around it
 * (server/orders/move-times.ts), and a test cannot wait for a day booked ahead.
 */
export const atBookedStart = (orderId: string) => db.order.update({ where: { id: orderId }, data: { startsAt: now() } });
