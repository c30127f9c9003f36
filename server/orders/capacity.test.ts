import { describe, expect, it } from "vitest";
import { vendorDays } from "@/server/availability/calendar";
import { vendorsBusyOn } from "@/server/availability/busy-vendors";
import { db, dbHandle } from "@/server/core/db/client";
import { call } from "@/server/test/http";
import { auth, signedIn } from "@/server/test/identity";
import { dayIn, orderableVendor, orderBody, ordersApi, placedOrder } from "@/server/test/orders";

// An order takes the vendor's day like a booking (server/availability): a
// full day is 409 VENDOR_UNAVAILABLE, a cancelled order gives the day back,
// search sees the day as busy, and two customers racing for the last free
// day get one order (PostgreSQL: both requests really run at once).

describe("orders and the vendor's capacity", () => {
  it("the order fills the vendor's only slot: a second order that day is 409 VENDOR_UNAVAILABLE; search sees the day busy; cancelling frees it", async () => {
    const { vendor, pkg } = await orderableVendor({ capacity: 1 });
    const date = dayIn(12);
    const { customer, orderId } = await placedOrder(pkg.id, { overrides: { date } });
    const [day] = await vendorDays(vendor.id, date, date);
    expect(day).toMatchObject({ booked: 1, free: false });
    expect(await vendorsBusyOn(date)).toContain(vendor.id);

    const second = await ordersApi(await signedIn()).create(await orderBody(pkg.id, { date }));
    expect(second.status).toBe(409);
    expect(second.json.error.code).toBe("VENDOR_UNAVAILABLE");
    expect(await db.order.count({ where: { vendorId: vendor.id } })).toBe(1);

    await ordersApi(customer).cancel(orderId);
    expect(await vendorsBusyOn(date)).not.toContain(vendor.id);
    expect((await ordersApi(await signedIn()).create(await orderBody(pkg.id, { date }))).status).toBe(201);
  });

  it("a vendor that never saved a plan takes the default one order a day: the vendor's calendar and the public profile read the day Full/busy, a second order is 409", async () => {
    const { vendor, owner, pkg } = await orderableVendor();
    const date = dayIn(14);
    const { order } = await placedOrder(pkg.id, { overrides: { date } });
    const calendar = await call("/vendors/me/calendar", { headers: auth(owner.token), query: { from: date, to: date } });
    expect(calendar.json.data.plan.daily_capacity).toBeNull();
    expect(calendar.json.data.days[0]).toMatchObject({
      open: true,
      capacity: 1,
      booked: 1,
      free: false,
      bookings: [{ id: order.id, reference: order.reference, kind: "order" }],
    });
    const publicDays = await call(`/vendors/${vendor.slug}/availability`, { query: { from: date, to: date } });
    expect(publicDays.json.data.days).toEqual([{ date, status: "busy" }]);
    expect(await vendorsBusyOn(date)).toContain(vendor.id);

    const second = await ordersApi(await signedIn()).create(await orderBody(pkg.id, { date }));
    expect(second.status).toBe(409);
    expect(second.json.error.code).toBe("VENDOR_UNAVAILABLE");
    expect(await db.order.count({ where: { vendorId: vendor.id } })).toBe(1);
  });

  // reason: runs on PostgreSQL only; PGlite has a single connection, so the two requests cannot really race there
  it.skipIf(!process.env.DATABASE_URL)("two customers ordering the vendor's last free day at once: one order, the other 409", async () => {
    const { vendor, pkg } = await orderableVendor({ capacity: 1 });
    const date = dayIn(15);
    const [a, b] = await Promise.all([signedIn(), signedIn()]);
    const bodies = await Promise.all([orderBody(pkg.id, { date }), orderBody(pkg.id, { date })]);
    const results = await Promise.all([ordersApi(a).create(bodies[0]), ordersApi(b).create(bodies[1])]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.json.error.code).toBe("VENDOR_UNAVAILABLE");
    expect(await db.order.count({ where: { vendorId: vendor.id, serviceDate: new Date(`${date}T00:00:00.000Z`) } })).toBe(1);
    expect(dbHandle().kind).toBe("postgres");
  });
});
