import type { Payment } from "../core/db/generated/client";
import { toDecimal } from "../core/money";

// The policy for a flagged payment (resolve-flag.ts decides it): what
// finance may do, shown in the queue and checked on the decision.

export type FlagAction = "accept" | "refund";

/** What the policy allows for a flagged payment (the finance queue shows these). */
export function allowedFlagActions(
  p: Pick<Payment, "flagged" | "flagResolution" | "reportedAmount" | "reportedCurrency" | "amount" | "currency">,
): FlagAction[] {
  if (!p.flagged || p.flagResolution || !p.reportedAmount || !p.reportedCurrency) return [];
  const shortfall =
    p.reportedCurrency === p.currency && toDecimal(p.reportedAmount).lessThan(toDecimal(p.amount)) && toDecimal(p.reportedAmount).greaterThan(0);
  return shortfall ? ["accept", "refund"] : ["refund"];
}
