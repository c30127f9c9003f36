import type { Tx } from "../core/db/client";
import { AppError, type Bilingual } from "../core/errors";
import { HOLDING_STATES, isFreeOn } from "./calendar";

const FULL_MESSAGE: Bilingual = {
  en: "The vendor has no free capacity left on the service date; choose another vendor or date.",
  ar: "لم تعد لدى المزوّد سعة متاحة في تاريخ الخدمة؛ اختر مزوّدًا آخر أو تاريخًا آخر.",
};

/**
 * In the transaction that creates a booking (accepting a quote): waits for
 * any other booking of this vendor being made (the vendor row's lock, held to
 * commit), then refuses the day when it is closed or full. Two customers
 * racing for a vendor's last free day: one booking, the other gets 409.
 * With `rfqId` (a booking of an RFQ), the RFQ's branch (its recipient row's
 * `branch_id`) is held too: a day the branch blocked, or its own daily
 * capacity reached, is the same 409 (holdBranchDay).
 */
export async function holdVendorDay(tx: Tx, vendorId: string, serviceDate: Date, rfqId?: string): Promise<void> {
  await tx.$queryRawUnsafe(`SELECT 1 FROM vendors WHERE id = $1 FOR NO KEY UPDATE`, vendorId);
  if (!(await isFreeOn(vendorId, serviceDate, tx))) throw new AppError("VENDOR_UNAVAILABLE", { message: FULL_MESSAGE });
  if (rfqId) await holdBranchDay(tx, vendorId, rfqId, serviceDate);
}

/**
 * A branch's own days (docs/vendor-team.md "Branches"): a blocked exception of
 * the branch closes the day for its bookings, and the bookings that belong to
 * the branch (through their RFQ's recipient row) on one day may not exceed its
 * daily capacity. Runs under the vendor row's lock taken by
 * holdVendorDay, so racing accepts on the branch's last free slot queue there
 * and exactly one books it. The vendor's own capacity is checked separately:
 * a full branch day does not make the whole vendor busy.
 */
async function holdBranchDay(tx: Tx, vendorId: string, rfqId: string, serviceDate: Date): Promise<void> {
  const recipient = await tx.rfqRecipient.findUnique({
    where: { rfqId_vendorId: { rfqId, vendorId } },
    select: { branch: { select: { id: true, dailyCapacity: true } } },
  });
  const branch = recipient?.branch;
  if (!branch) return;
  const blocked = await tx.vendorCalendarException.count({
    where: { branchId: branch.id, kind: "blocked", startsOn: { lte: serviceDate }, endsOn: { gte: serviceDate } },
  });
  if (blocked > 0) throw new AppError("VENDOR_UNAVAILABLE", { message: FULL_MESSAGE });
  if (branch.dailyCapacity === null) return;
  const held = await tx.booking.count({
    where: {
      vendorId,
      serviceDate,
      status: { in: [...HOLDING_STATES] },
      rfq: { recipients: { some: { vendorId, branchId: branch.id } } },
    },
  });
  if (held >= branch.dailyCapacity) throw new AppError("VENDOR_UNAVAILABLE", { message: FULL_MESSAGE });
}
