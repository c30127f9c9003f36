import { expect } from "vitest";
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
    acceptCatalog: (id: string, body: unknown = { deposit_option: "deposit" }) => call(`/quotations/${id}/accept`, { method: "POST", headers, body }),
    acceptModule: (quoteId: string, body?: unknown) => call(`/quotes/${quoteId}/accept`, { method: "POST", headers, body }),
    rejectCatalog: (id: string, body: unknown) => call(`/quotations/${id}/reject`, { method: "POST", headers, body }),
    rejectModule: (quoteId: string, body: unknown) => call(`/quotes/${quoteId}/reject`, { method: "POST", headers, body }),
  };
}

export function bookingApi(token: string, locale: "ar" | "en" = "en") {
  const headers = auth(token, locale);
  return {
    list: (query: Record<string, string> = {}) => call("/bookings", { headers, query }),
    policy: () => call("/bookings/cancellation-policy", { headers }),
    get: (id: string) => call(`/bookings/${id}`, { headers }),
    cancel: (id: string, body: unknown = { reason: "Plans changed" }) => call(`/bookings/${id}/cancel`, { method: "POST", headers, body }),
    requestRefund: (id: string, body: unknown = { reason: "The photographer did not come" }) =>
      call(`/bookings/${id}/refund-request`, { method: "POST", headers, body }),
    complete: (id: string) => call(`/vendor/bookings/${id}/complete`, { method: "POST", headers }),
    balanceReceived: (id: string) => call(`/vendor/bookings/${id}/balance-received`, { method: "POST", headers }),
    adminList: (query: Record<string, string> = {}) => call("/admin/bookings", { headers, query }),
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
