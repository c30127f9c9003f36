import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { signedIn } from "@/server/test/identity";
import { orderableVendor, ordersApi, placedOrder, atBookedStart } from "@/server/test/orders";

// The provider's live location (spec Resources "Direct-order location";
// docs/orders.md): accepted only while on_the_way or in_progress, shown to
// the order's customer with the distance to the place, cleared on
// completion, 404 for anyone but the order's vendor (write) and customer
// (read), rate-limited.

const SALMIYA = { latitude: 29.3339, longitude: 48.0761 };

/** The order's booked start is now: the day's moves are open (move-times.ts). */

async function paidOrder() {
  const setup = await orderableVendor({ price: "80.000" });
  const placed = await placedOrder(setup.pkg.id, { overrides: { latitude: 29.3759, longitude: 47.9774 } });
  await db.order.update({ where: { id: placed.orderId }, data: { amountPaid: "80.000", paidAt: new Date() } });
  return { ...setup, ...placed };
}

describe("provider location", () => {
  it("is refused (409) before the vendor sets out, shown to the customer with the distance while on the way and working, and cleared on completion", async () => {
    const { owner, customer, orderId } = await paidOrder();
    const vendor = ordersApi(owner);
    expect((await vendor.location(orderId, SALMIYA)).status).toBe(409);
    await vendor.accept(orderId);
    expect((await vendor.location(orderId, SALMIYA)).json.error.code).toBe("BOOKING_INVALID_STATE");
    expect((await ordersApi(customer).get(orderId)).json.data.provider_location).toBeNull();

    await atBookedStart(orderId);
    await vendor.onTheWay(orderId);
    const shared = await vendor.location(orderId, SALMIYA);
    expect(shared.status, JSON.stringify(shared.json)).toBe(200);
    const seen = (await ordersApi(customer).get(orderId)).json.data;
    expect(seen.provider_location).toMatchObject({ ...SALMIYA, recorded_at: expect.any(String) });
    // Salmiya to Kuwait City is about 10.8 km.
    expect(seen.distance_km).toBeGreaterThan(9);
    expect(seen.distance_km).toBeLessThan(13);

    await vendor.start(orderId);
    expect((await vendor.location(orderId, { latitude: 29.37, longitude: 47.98 })).status).toBe(200);
    expect((await ordersApi(customer).get(orderId)).json.data.provider_location).toMatchObject({ latitude: 29.37, longitude: 47.98 });

    await vendor.complete(orderId);
    expect((await ordersApi(customer).get(orderId)).json.data.provider_location).toBeNull();
    const row = await db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect([row.providerLatitude, row.providerLongitude, row.providerLocationAt]).toEqual([null, null, null]);
    expect((await vendor.location(orderId, SALMIYA)).status).toBe(409);
  });

  it("is 404 for another customer (read) and another vendor (write); admins never see it; bad coordinates are 422", async () => {
    const { owner, customer, orderId } = await paidOrder();
    const vendor = ordersApi(owner);
    await vendor.accept(orderId);
    await atBookedStart(orderId);
    await vendor.onTheWay(orderId);
    await vendor.location(orderId, SALMIYA);
    expect((await ordersApi(await signedIn()).get(orderId)).status).toBe(404);
    const other = await orderableVendor();
    expect((await ordersApi(other.owner).location(orderId, SALMIYA)).status).toBe(404);
    expect((await ordersApi(other.owner).vendorGet(orderId)).status).toBe(404);
    // The customer cannot post one either (no vendor context: 403 or 404, never a write).
    expect([403, 404]).toContain((await ordersApi(customer).location(orderId, SALMIYA)).status);
    const admin = await signedIn({ roles: ["admin_operations"] });
    expect((await ordersApi(admin).adminGet(orderId)).json.data.provider_location).toBeNull();
    expect((await vendor.location(orderId, { latitude: 123, longitude: 48 })).status).toBe(422);
    expect((await ordersApi(customer).get(orderId)).json.data.provider_location).toMatchObject(SALMIYA);
  });

  it("is rate-limited: the 13th position within a minute is 429 with Retry-After", async () => {
    const { owner, orderId } = await paidOrder();
    const vendor = ordersApi(owner);
    await vendor.accept(orderId);
    await atBookedStart(orderId);
    await vendor.onTheWay(orderId);
    for (let i = 0; i < 12; i++) expect((await vendor.location(orderId, SALMIYA)).status).toBe(200);
    const limited = await vendor.location(orderId, SALMIYA);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBeTruthy();
  });
});
