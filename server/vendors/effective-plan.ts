import { db, type Tx } from "../core/db/client";
import type { Plan } from "../core/db/generated/client";

export const FREE_PLAN_CODE = "free";

/**
 * The plan whose limits apply to a vendor now: its active subscription's
 * plan, or a past-due one's during the 3-day grace; otherwise Free. Every
 * plan gate (team size, receive limit, quotation quota, analytics depth,
 * featured eligibility) reads it from here.
 */
export async function effectivePlan(vendorId: string, tx: Tx = db): Promise<Plan> {
  const subscription = await tx.subscription.findFirst({
    where: { vendorId, status: { in: ["active", "past_due"] } },
    orderBy: { currentPeriodStart: "desc" },
    include: { plan: true },
  });
  if (subscription) return subscription.plan;
  return tx.plan.findUniqueOrThrow({ where: { code: FREE_PLAN_CODE } });
}
