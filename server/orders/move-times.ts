// When the vendor's moves on the day open (docs/orders.md "On the day"): an
// order is set out for and started from EARLY_START_MS before its booked start
// (setting up, parking, the traffic of the day), and completed no earlier
// than the booked start, so a tip and a review never unlock before the service
// could have happened. Pure, with no imports: the vendor's page reads it too.

/** How early before the booked start "On my way" and "Started" open: 2 hours. */
export const EARLY_START_MS = 2 * 60 * 60 * 1000;

export type TimedMove = "set_out" | "start" | "complete";

/** The first moment `move` is allowed for an order booked to start at `startsAt`. */
export function moveOpensAt(move: TimedMove, startsAt: Date): Date {
  return move === "complete" ? new Date(startsAt.getTime()) : new Date(startsAt.getTime() - EARLY_START_MS);
}

/** Whether `move` is open at `at`. */
export function isMoveOpen(move: TimedMove, startsAt: Date, at: Date): boolean {
  return at.getTime() >= moveOpensAt(move, startsAt).getTime();
}
