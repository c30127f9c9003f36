import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { freezeClock, resetClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { resetPaymentDeps } from "@/server/payments/deps";
import { scriptProvider } from "@/server/test/refunds";
import { sendSubscriptionReminders } from "@/server/vendors/subscription-reminders";
import { activateSubscription, addKuwaitMonth } from "@/server/vendors/subscriptions";
import { approvedVendor } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { auth, signedIn, type TestUser } from "@/server/test/identity";
import { drain, orderableVendor, ordersApi, payOrder, placedOrder } from "@/server/test/orders";
import { setPlan, vendorOnFree } from "@/server/test/subscriptions";
import { withoutIsolates } from "./params";

// The callers store both names and money (./params.ts), so one stored notice
// reads "Al Raya Hall" and "KWD" on the English inbox and "قاعة الراية" and
// "د.ك" on the Arabic one, whatever the account's language when it was
// written (Arabic here, the hardest case for an English reader).

const AR = "قاعة الراية";
const EN = "Al Raya Hall";

beforeAll(registerEventHandlers);
afterEach(() => {
  resetPaymentDeps();
  resetClock();
});

type Note = { kind: string; title: string; body: string };

/** The caller's inbox in `locale`, isolates removed: title and body of each notice of `kind`. */
async function read(user: TestUser, locale: "ar" | "en", kind: string): Promise<string> {
  const res = await call("/notifications", { headers: auth(user.token, locale), query: { limit: "50" } });
  expect(res.status).toBe(200);
  const notes = (res.json.data as Note[]).filter((n) => n.kind === kind);
  expect(notes, kind).toHaveLength(1);
  return withoutIsolates(`${notes[0].title}\n${notes[0].body}`);
}

/** Names the vendor "قاعة الراية" / "Al Raya Hall". */
const rename = (vendorId: string) => db.vendor.update({ where: { id: vendorId }, data: { nameAr: AR, nameEn: EN } });

function expectEnglish(text: string, opts: { vendor?: boolean; amount?: boolean }) {
  if (opts.vendor) expect(text).toContain(EN);
  if (opts.amount) expect(text).toMatch(/\d\.\d{3} KWD/);
  expect(text).not.toMatch(/[\u0600-\u06FF]/);
}

function expectArabic(text: string, opts: { vendor?: boolean; amount?: boolean }) {
  if (opts.vendor) expect(text).toContain(AR);
  if (opts.amount) expect(text).toMatch(/\d\.\d{3} د\.ك/);
  expect(text).not.toContain(EN);
  expect(text).not.toContain("KWD");
}

describe("notices read in the reader's language, from what the callers store", () => {
  it("a payment received, the vendor's acceptance and the refund after a cancellation", async () => {
    const { vendor, owner, pkg } = await orderableVendor({ price: "150.000" });
    await rename(vendor.id);
    const customer = await signedIn({ locale: "ar" });
    const { orderId } = await placedOrder(pkg.id, { customer });
    await payOrder(customer, orderId);

    const paid = { en: await read(customer, "en", "payment.succeeded"), ar: await read(customer, "ar", "payment.succeeded") };
    expect(paid.en).toContain("We received your payment of 150.000 KWD for order");
    expectEnglish(paid.en, { amount: true });
    expect(paid.ar).toContain("استلمنا دفعتك بقيمة 150.000 د.ك");
    expectArabic(paid.ar, { amount: true });
    // The vendor's notice names the package in the reader's language.
    expect(await read(owner, "en", "order.paid")).toContain("(Two-hour shoot)");
    expect(await read(owner, "ar", "order.paid")).toContain("(باقة الساعتين)");

    expect((await ordersApi(owner).accept(orderId)).status).toBe(200);
    const accepted = { en: await read(customer, "en", "order.confirmed"), ar: await read(customer, "ar", "order.confirmed") };
    expect(accepted.en).toMatch(new RegExp(`^${EN} accepted order`));
    expectEnglish(accepted.en, { vendor: true });
    expectArabic(accepted.ar, { vendor: true });

    scriptProvider("processed");
    expect((await ordersApi(customer, "ar").cancel(orderId, "تغيّرت خططنا")).status).toBe(200);
    await drain();
    const refund = { en: await read(customer, "en", "refund.processed"), ar: await read(customer, "ar", "refund.processed") };
    expect(refund.en).toContain("Refund of 150.000 KWD sent");
    expectEnglish(refund.en, { amount: true });
    expect(refund.ar).toContain("أرسلنا استرداد 150.000 د.ك");
    expectArabic(refund.ar, { amount: true });
    // The vendor's notice of the cancellation: the customer's reason as written, the refund in the reader's currency word.
    const cancelled = await read(owner, "en", "order.cancelled");
    expect(cancelled).toContain("Reason: تغيّرت خططنا. Refund: 150.000 KWD.");
    expect(await read(owner, "ar", "order.cancelled")).toContain("المبلغ المسترد: 150.000 د.ك");
  }, 120_000);

  it("a plan reminder names the plan and its price in the reader's language", async () => {
    const { vendorId, owner } = await vendorOnFree({ ownerLocale: "ar" });
    await rename(vendorId);
    const res = await call("/subscriptions", {
      method: "POST",
      headers: { ...auth(owner.token), "idempotency-key": randomUUID() },
      body: { plan_code: "professional" },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const id: string = res.json.data.pending_change.subscription_id;
    const start = new Date(Math.floor((Date.now() - 90 * 86_400_000) / 1000) * 1000);
    await db.$transaction((tx) => activateSubscription(tx, id, start));
    freezeClock(new Date(addKuwaitMonth(start).getTime() - 3 * 86_400_000 + 3_600_000));
    expect(await sendSubscriptionReminders()).toMatchObject({ sent: 1 });
    resetClock();

    const plan = await db.plan.findFirstOrThrow({ where: { code: "professional" } });
    const price = plan.priceMonthly.toFixed(3);
    const en = await read(owner, "en", "subscription.renewal_reminder");
    expect(en).toContain(`Renew your ${plan.nameEn} subscription: ${price} KWD`);
    expectEnglish(en, { amount: true });
    const ar = await read(owner, "ar", "subscription.renewal_reminder");
    expect(ar).toContain(`جدّد اشتراك ${plan.nameAr}: ${price} د.ك`);
    expectArabic(ar, { amount: true });
  });

  it("a member role change names the vendor and the role in the reader's language", async () => {
    const { owner, vendorId } = await approvedVendor();
    await setPlan(vendorId, "basic");
    await rename(vendorId);
    const member = await signedIn({ locale: "ar" });
    const sent = await call("/vendors/me/team", { method: "POST", headers: auth(owner.token), body: { email: member.email } });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
    const mail = await db.outboundMessage.findFirstOrThrow({ where: { recipient: member.email, template: "vendor_invitation" }, orderBy: { id: "desc" } });
    const token = mail.body.match(/token=([A-Za-z0-9_-]+)/)![1];
    const joined = await call("/vendors/invitations/accept", { method: "POST", headers: auth(member.token), body: { token } });
    expect(joined.status, JSON.stringify(joined.json)).toBe(200);
    const id = joined.json.data.membership_id as string;
    expect((await call(`/vendors/me/team/${id}`, { method: "PATCH", headers: auth(owner.token), body: { role: "vendor_manager" } })).status).toBe(200);

    const en = await read(member, "en", "vendor.team.role_changed");
    expect(en).toContain(`Your role at ${EN} is now Manager`);
    expectEnglish(en, { vendor: true });
    const ar = await read(member, "ar", "vendor.team.role_changed");
    expect(ar).toContain(`دورك في ${AR} الآن: مدير`);
    expectArabic(ar, { vendor: true });
  });
});
