import { expect } from "vitest";
import * as acceptCatalogRoute from "@/app/api/v1/quotations/[id]/accept/route";
import * as rejectCatalogRoute from "@/app/api/v1/quotations/[id]/reject/route";
import * as acceptModuleRoute from "@/app/api/v1/quotes/[quoteId]/accept/route";
import * as rejectModuleRoute from "@/app/api/v1/quotes/[quoteId]/reject/route";
import * as listRoute from "@/app/api/v1/bookings/route";
import * as policyRoute from "@/app/api/v1/bookings/cancellation-policy/route";
import * as oneRoute from "@/app/api/v1/bookings/[id]/route";
import * as cancelRoute from "@/app/api/v1/bookings/[id]/cancel/route";
import * as refundRoute from "@/app/api/v1/bookings/[id]/refund-request/route";
import * as completeRoute from "@/app/api/v1/vendor/bookings/[id]/complete/route";
import * as balanceRoute from "@/app/api/v1/vendor/bookings/[id]/balance-received/route";
import * as adminListRoute from "@/app/api/v1/admin/bookings/route";
import { db } from "@/server/core/db/client";
import { confirmBooking } from "@/server/bookings/confirm-booking";
import { call } from "./http";
import { auth } from "./identity";
import { quotedRfq } from "./rfqs";

// Accept/reject and booking API clients for the tests, and a booking made
// the way customers make one (accepting a quote through the endpoint).

export function customerQuoteApi(token: string, locale: "ar" | "en" = "en") {
  const headers = auth(token, locale);
  return {
    acceptCatalog: (id: string, body: unknown = { deposit_option: "deposit" }) =>
      call(acceptCatalogRoute, `/quotations/${id}/accept`, { method: "POST", headers, params: { id }, body }),
    acceptModule: (quoteId: string, body?: unknown) => call(acceptModuleRoute, `/quotes/${quoteId}/accept`, { method: "POST", headers, params: { quoteId }, body }),
    rejectCatalog: (id: string, body: unknown) => call(rejectCatalogRoute, `/quotations/${id}/reject`, { method: "POST", headers, params: { id }, body }),
    rejectModule: (quoteId: string, body: unknown) => call(rejectModuleRoute, `/quotes/${quoteId}/reject`, { method: "POST", headers, params: { quoteId }, body }),
  };
}

export function bookingApi(token: string, locale: "ar" | "en" = "en") {
  const headers = auth(token, locale);
  return {
    list: (query: Record<string, string> = {}) => call(listRoute, "/bookings", { headers, query }),
    policy: () => call(policyRoute, "/bookings/cancellation-policy", { headers }),
    get: (id: string) => call(oneRoute, `/bookings/${id}`, { headers, params: { id } }),
    cancel: (id: string, body: unknown = { reason: "Plans changed" }) => call(cancelRoute, `/bookings/${id}/cancel`, { method: "POST", headers, params: { id }, body }),
    requestRefund: (id: string, body: unknown = { reason: "The photographer did not come" }) =>
      call(refundRoute, `/bookings/${id}/refund-request`, { method: "POST", headers, params: { id }, body }),
    complete: (id: string) => call(completeRoute, `/vendor/bookings/${id}/complete`, { method: "POST", headers, params: { id } }),
    balanceReceived: (id: string) => call(balanceRoute, `/vendor/bookings/${id}/balance-received`, { method: "POST", headers, params: { id } }),
    adminList: (query: Record<string, string> = {}) => call(adminListRoute, "/admin/bookings", { headers, query }),
  };
}

/** A quoted RFQ whose first quote the customer accepted: a pending booking (confirmed with `paid`). */
export async function bookedRfq(opts: { paid?: string } = {}) {
  const setup = await quotedRfq();
  const res = await customerQuoteApi(setup.buyer.token).acceptCatalog(setup.quotes[0].id);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const bookingId = res.json.data.booking.id as string;
  if (opts.paid) await db.$transaction((tx) => confirmBooking(tx, bookingId, opts.paid!));
  return { ...setup, bookingId, booking: await db.booking.findUniqueOrThrow({ where: { id: bookingId } }) };
}
