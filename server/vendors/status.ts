import type { Tx } from "../core/db/client";
import type { Prisma, VendorStatus } from "../core/db/generated/client";
import { AppError } from "../core/errors";

// The vendor application's state machine: one table, and every status change
// goes through `transitionVendor`. A move the table does not allow is a 409.

export const VENDOR_TRANSITIONS = {
  approve: { from: ["pending_review"], to: "approved" },
  reject: { from: ["pending_review"], to: "rejected" },
  suspend: { from: ["approved"], to: "suspended" },
  reinstate: { from: ["suspended"], to: "approved" },
  resubmit: { from: ["rejected"], to: "pending_review" },
} as const satisfies Record<string, { from: readonly VendorStatus[]; to: VendorStatus }>;

export type VendorTransition = keyof typeof VENDOR_TRANSITIONS;

/** The moves open from a status (admin pages offer only these). */
export function transitionsFrom(status: VendorStatus): VendorTransition[] {
  return (Object.keys(VENDOR_TRANSITIONS) as VendorTransition[]).filter((t) =>
    (VENDOR_TRANSITIONS[t].from as readonly VendorStatus[]).includes(status),
  );
}

/**
 * Applies a transition with a conditional update (`status IN from`), so of two
 * concurrent moves only one applies and the other gets the 409. Returns the
 * status the vendor had before.
 */
export async function transitionVendor(
  tx: Tx,
  vendorId: string,
  transition: VendorTransition,
  data: Omit<Prisma.VendorUpdateManyMutationInput, "status"> = {},
): Promise<VendorStatus> {
  const rule = VENDOR_TRANSITIONS[transition];
  const current = await tx.vendor.findUnique({ where: { id: vendorId }, select: { status: true } });
  if (!current) throw new AppError("NOT_FOUND");
  const from = rule.from as readonly VendorStatus[];
  const changed = from.includes(current.status)
    ? await tx.vendor.updateMany({ where: { id: vendorId, status: { in: [...from] } }, data: { ...data, status: rule.to } })
    : { count: 0 };
  if (changed.count === 0) {
    throw new AppError("CONFLICT", { message: `A ${current.status} vendor cannot be moved by "${transition}".` });
  }
  return current.status;
}
