import type { Prisma, VendorStatus } from "../core/db/generated/client";
import { defineMachine, type StatusWrite } from "../core/state-machine";

// The vendor application's state machine (docs/decisions.md "Vendor status
// changes"): every status change goes through `vendorMachine`; a move the
// table does not allow is a 409 CONFLICT.
export const vendorMachine = defineMachine({
  name: "vendor",
  transitions: {
    approve: { from: ["pending_review"], to: "approved" },
    reject: { from: ["pending_review"], to: "rejected" },
    suspend: { from: ["approved"], to: "suspended" },
    reinstate: { from: ["suspended"], to: "approved" },
    resubmit: { from: ["rejected"], to: "pending_review" },
  },
  invalidStateError: "CONFLICT",
  read: (tx, id) => tx.vendor.findUnique({ where: { id }, select: { status: true } }),
  write: (tx, { id, from, to, data, where }: StatusWrite<VendorStatus, Prisma.VendorUpdateManyMutationInput, Prisma.VendorWhereInput>) =>
    tx.vendor.updateMany({ where: { ...where, id, status: from }, data: { ...data, status: to } }),
});
