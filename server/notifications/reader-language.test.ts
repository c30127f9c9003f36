import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as listRoute from "@/app/api/v1/notifications/route";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { call } from "@/server/test/http";
import { bearer, registerUser } from "@/server/test/identity";
import { vendorWithOwner } from "@/server/test/fixtures";
import { notify } from "./notify";
import { isolate } from "./params";

// A notification is read in the reader's language of the moment (the inbox
// in the page's, push in the device's), not the account's language when it
// was written: an account writing in Arabic reads the vendor's English name
// and "KWD" on the English pages (docs/messaging.md "Languages").

type Note = { kind: string; title: string; body: string };

async function inbox(token: string, locale: "ar" | "en"): Promise<Note[]> {
  const res = await call(listRoute, "/notifications", { headers: bearer(token, locale) });
  expect(res.status).toBe(200);
  return res.json.data;
}

/** A vendor named in both languages, "قاعة الراية ..." / "Al Raya Hall ...". */
async function rayaHall() {
  const suffix = randomUUID().slice(0, 6);
  const { vendor } = await vendorWithOwner();
  return db.vendor.update({ where: { id: vendor.id }, data: { nameAr: `قاعة الراية ${suffix}`, nameEn: `Al Raya Hall ${suffix}` } });
}

describe("notifications in the reader's language", () => {
  it("a vendor named in the account's Arabic reads in English on the English inbox, and the amount with KWD", async () => {
    const user = await registerUser({ locale: "ar" });
    const vendor = await rayaHall();
    // As the callers write them: the vendor's name and the amount in the account's language (Arabic).
    await db.$transaction(async (tx) => {
      await notify(tx, { userId: user.userId, kind: "order.confirmed", entity: { type: "order", id: "01ORDER" }, params: { order_ref: "OR-4K9T", vendor_name: vendor.nameAr, starts_at: "2026-12-01 19:00" } });
      await notify(tx, { userId: user.userId, kind: "payment.succeeded", entity: { type: "order", id: "01ORDER" }, params: { amount: "120.000 د.ك", booking_ref: "OR-4K9T", payable: "order" } });
    });

    const [paid, accepted] = await inbox(user.token, "en");
    expect(accepted.title).toBe(`${isolate(vendor.nameEn)} accepted order ${isolate("OR-4K9T")}`);
    expect(paid.title).toBe(`Payment of ${isolate("120.000 KWD")} received`);
    expect(paid.body).toBe(`We received your payment of ${isolate("120.000 KWD")} for order ${isolate("OR-4K9T")}.`);

    const [paidAr, acceptedAr] = await inbox(user.token, "ar");
    expect(acceptedAr.title).toBe(`قبل ${isolate(vendor.nameAr)} طلبك ${isolate("OR-4K9T")}`);
    expect(paidAr.title).toBe(`استلمنا دفعتك بقيمة ${isolate("120.000 د.ك")}`);
  });

  it("rows stored with one name before (as it was) read in the reader's language too", async () => {
    const user = await registerUser({ locale: "ar" });
    const vendor = await rayaHall();
    await db.notification.create({
      data: { id: newId(), userId: user.userId, kind: "review.invite", entityType: "booking", entityId: "01BOOKING", params: { vendor_name: vendor.nameAr } },
    });
    const [invite] = await inbox(user.token, "en");
    expect(invite.title).toBe(`How did it go with ${isolate(vendor.nameEn)}?`);
  });

  it("params written per language are stored for both and shown in the reader's", async () => {
    const user = await registerUser({ locale: "en" });
    const reason = { ar: "المزوّد غير متاح", en: "The vendor is unavailable" };
    await db.$transaction((tx) =>
      notify(tx, { userId: user.userId, kind: "booking.cancelled", entity: { type: "booking", id: "01BOOKING" }, params: (locale) => ({ booking_ref: "BK-7Q2M", reason: reason[locale] }) }),
    );
    const [en] = await inbox(user.token, "en");
    const [ar] = await inbox(user.token, "ar");
    expect(en.body).toBe(`Booking ${isolate("BK-7Q2M")} was cancelled. Reason: ${isolate(reason.en)}.`);
    expect(ar.body).toBe(`أُلغي الحجز ${isolate("BK-7Q2M")}. السبب: ${isolate(reason.ar)}.`);
  });
});
