import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { startFreeSubscription } from "@/server/vendors/subscriptions";
import { vendorWithOwner } from "./fixtures";

// Vendors on a plan for the plans, subscriptions and quota tests.

export type PlanCode = "free" | "basic" | "professional" | "enterprise";

export async function planByCode(code: string) {
  return db.plan.findUniqueOrThrow({ where: { code } });
}

/** An approved vendor, its owner (a vendor user, member with vendor_owner) and a Free subscription, as an approval leaves it. */
export async function vendorOnFree(opts: { ownerLocale?: "ar" | "en" } = {}) {
  const { vendor, owner } = await vendorWithOwner({ ownerLocale: opts.ownerLocale, ownerType: "vendor", categories: [], published: false });
  await db.$transaction((tx) => startFreeSubscription(tx, vendor.id));
  return { vendorId: vendor.id, owner };
}

/** Puts the vendor on `planCode` (what a paid subscription leaves once its payment succeeded). */
export async function setPlan(vendorId: string, planCode: PlanCode): Promise<void> {
  const plan = await planByCode(planCode);
  await db.subscription.updateMany({ where: { vendorId, status: { in: ["active", "past_due"] } }, data: { status: "cancelled", cancelledAt: now() } });
  await db.subscription.create({
    data: {
      id: newId(),
      vendorId,
      planId: plan.id,
      status: "active",
      currentPeriodStart: now(),
      currentPeriodEnd: new Date(now().getTime() + 30 * 86_400_000),
    },
  });
}
