import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import type { BookingStatus } from "@/server/core/db/generated/client";
import { newId } from "@/server/core/ids";
import { quotedRfq } from "@/server/test/rfqs";
import { bookingMachine, type BookingMove } from "./state-machine";

// The booking table (spec "States and transitions": Booking, plus our cancel
// and deposit-timeout moves, docs/decisions.md) written out independently of
// state-machine.ts; every (status, move) pair tried against the database.

const STATES: BookingStatus[] = ["pending", "confirmed", "refund_requested", "completed", "cancelled"];
const TABLE: Record<BookingMove, [BookingStatus[], BookingStatus]> = {
  confirm: [["pending"], "confirmed"],
  request_refund: [["confirmed"], "refund_requested"],
  complete: [["confirmed"], "completed"],
  cancel: [["pending", "confirmed"], "cancelled"],
  deposit_timeout: [["pending"], "cancelled"],
  vendor_confirm: [["confirmed"], "confirmed"],
  vendor_decline: [["pending", "confirmed"], "cancelled"],
  vendor_no_confirm: [["confirmed"], "cancelled"],
  resume_after_refund: [["refund_requested"], "confirmed"],
  cancel_after_refund: [["confirmed", "refund_requested"], "cancelled"],
};

describe("booking machine", () => {
  it("has exactly these moves; completed and cancelled leave nowhere", () => {
    expect(Object.keys(bookingMachine.transitions).sort()).toEqual(Object.keys(TABLE).sort());
    expect(bookingMachine.movesFrom("completed")).toEqual([]);
    expect(bookingMachine.movesFrom("cancelled")).toEqual([]);
  });

  it("every allowed pair moves and every other pair is 409 BOOKING_INVALID_STATE without a write", async () => {
    const { buyer, event, rfq, vendors, quotes } = await quotedRfq();
    const id = newId();
    await db.booking.create({
      data: {
        id,
        reference: `BK-${id.slice(-8)}`,
        eventId: event.id,
        rfqId: rfq.id,
        quoteId: quotes[0].id,
        customerUserId: buyer.id,
        vendorId: vendors[0].vendor.id,
        total: "1200.000",
        depositDue: "240.000",
        serviceDate: event.eventDate!,
        paymentDeadline: new Date(now().getTime() + 48 * 3600_000),
      },
    });
    for (const [move, [from, to]] of Object.entries(TABLE) as [BookingMove, [BookingStatus[], BookingStatus]][]) {
      for (const status of STATES) {
        await db.booking.update({ where: { id }, data: { status } });
        const attempt = db.$transaction((tx) => bookingMachine.move(tx, id, move));
        if (from.includes(status)) {
          await expect(attempt, `${move} from ${status}`).resolves.toEqual({ from: status, to });
        } else {
          await expect(attempt, `${move} from ${status}`).rejects.toMatchObject({ code: "BOOKING_INVALID_STATE", status: 409 });
          expect((await db.booking.findUniqueOrThrow({ where: { id } })).status).toBe(status);
        }
      }
    }
  });
});
