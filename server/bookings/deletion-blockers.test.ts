import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { bookedRfq } from "@/server/test/bookings";
import { call } from "@/server/test/http";
import { bearer } from "@/server/test/identity";

// Bookings that block account deletion (spec States "Account"), through the
// deletion endpoint: a customer's confirmed upcoming bookings, and a vendor
// owner's active bookings. The accounts here signed in just now, so no
// password is asked.

const requestDeletion = (token: string) => call("/me/deletion-request", { method: "POST", headers: { ...bearer(token), "accept-language": "en" }, body: {} });

describe("booking deletion blockers", () => {
  it("a customer with a confirmed upcoming booking is blocked, with the booking listed; a pending one does not block", async () => {
    const { buyer, vendors, bookingId, booking } = await bookedRfq({ paid: "240.000" });
    const res = await requestDeletion(buyer.token);
    expect(res.status).toBe(409);
    expect(res.json.error.blockers).toEqual([
      { type: "booking", id: bookingId, label: `${booking.reference}: ${vendors[0].vendor.nameEn} (${booking.serviceDate.toISOString().slice(0, 10)})` },
    ]);
    expect((await db.user.findUniqueOrThrow({ where: { id: buyer.id } })).status).toBe("active");

    const unpaid = await bookedRfq();
    expect((await requestDeletion(unpaid.buyer.token)).status).toBe(202);
  });

  it("a vendor owner is blocked by the vendor's pending, confirmed and refund-requested bookings, not by finished ones", async () => {
    const { vendors, bookingId } = await bookedRfq();
    const owner = vendors[0].owner;
    const blocked = await requestDeletion(owner.token);
    expect(blocked.status).toBe(409);
    expect(blocked.json.error.blockers.map((b: { type: string; id: string }) => [b.type, b.id])).toEqual([["booking", bookingId]]);

    await db.booking.update({ where: { id: bookingId }, data: { status: "completed" } });
    expect((await requestDeletion(owner.token)).status).toBe(202);
  });
});
