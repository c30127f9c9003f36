import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { call } from "@/server/test/http";
import { bearer, registerUser } from "@/server/test/identity";
import { vendorWithOwner } from "@/server/test/fixtures";
import { notify } from "./notify";
import { bilingual, isolate } from "./params";

// A notification is read in the reader's language of the moment (the inbox
// in the page's, push in the device's), not the account's language when it
// was written: an account writing in Arabic reads the vendor's English name
// and "KWD" on the English pages (docs/messaging.md "Languages"). Callers
// store both names and money; nothing is looked up when a row is read.

type Note = { kind: string; title: string; body: string };

async function inbox(token: string, locale: "ar" | "en"): Promise<Note[]> {
  const res = await call("/notifications", { headers: bearer(token, locale) });
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
  it("an Arabic account's notice reads the vendor's English name and KWD on the English inbox, and the Arabic ones on the Arabic inbox", async () => {
    const user = await registerUser({ locale: "ar" });
    const vendor = await rayaHall();
    // As the callers write them: the vendor's two names and the amount as money.
    await db.$transaction(async (tx) => {
      const vendorName = bilingual(vendor.nameAr, vendor.nameEn);
      await notify(tx, {
        userId: user.userId,
        kind: "order.confirmed",
        entity: { type: "order", id: "01ORDER" },
        params: { order_ref: "OR-4K9T", vendor_name: vendorName, starts_at: "2026-12-01 19:00" },
      });
      await notify(tx, {
        userId: user.userId,
        kind: "payment.succeeded",
        entity: { type: "order", id: "01ORDER" },
        params: { amount: { amount: "120.000", currency: "KWD" }, booking_ref: "OR-4K9T", payable: "order" },
      });
    });

    const [paid, accepted] = await inbox(user.token, "en");
    expect(accepted.title).toBe(`${isolate(vendor.nameEn)} accepted order ${isolate("OR-4K9T")}`);
    expect(paid.title).toBe(`Payment of ${isolate("120.000 KWD")} received`);
    expect(paid.body).toBe(`We received your payment of ${isolate("120.000 KWD")} for order ${isolate("OR-4K9T")}.`);

    const [paidAr, acceptedAr] = await inbox(user.token, "ar");
    expect(acceptedAr.title).toBe(`قبل ${isolate(vendor.nameAr)} طلبك ${isolate("OR-4K9T")}`);
    expect(paidAr.title).toBe(`استلمنا دفعتك بقيمة ${isolate("120.000 د.ك")}`);
  });

  it("rows stored with one name before callers stored both are shown as stored; their amounts still in the reader's currency word", async () => {
    // Written before launch by the callers of the time (docs/messaging.md "Languages of notification texts").
    const user = await registerUser({ locale: "ar" });
    const vendor = await rayaHall();
    await db.notification.create({
      data: {
        id: newId(),
        userId: user.userId,
        kind: "booking.balance_received",
        entityType: "booking",
        entityId: "01BOOKING",
        params: { vendor_name: vendor.nameAr, amount: "960.000 د.ك", booking_ref: "BK-1" },
      },
    });
    const [old] = await inbox(user.token, "en");
    expect(old.title).toBe(`${isolate(vendor.nameAr)} received the balance`);
    expect(old.body).toContain(isolate("960.000 KWD"));
  });

  it("a reason chosen from a list is stored in both languages and shown in the reader's", async () => {
    const user = await registerUser({ locale: "en" });
    const reason = { ar: "المزوّد غير متاح", en: "The vendor is unavailable" };
    await db.$transaction((tx) =>
      notify(tx, { userId: user.userId, kind: "booking.cancelled", entity: { type: "booking", id: "01BOOKING" }, params: { booking_ref: "BK-7Q2M", reason } }),
    );
    const [en] = await inbox(user.token, "en");
    const [ar] = await inbox(user.token, "ar");
    expect(en.body).toBe(`Booking ${isolate("BK-7Q2M")} was cancelled. Reason: ${isolate(reason.en)}.`);
    expect(ar.body).toBe(`أُلغي الحجز ${isolate("BK-7Q2M")}. السبب: ${isolate(reason.ar)}.`);
  });
});
