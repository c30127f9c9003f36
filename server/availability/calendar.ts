import { db, type Tx } from "../core/db/client";

// A vendor's days (docs/availability.md): the weekly plan says which days the
// business works, exceptions override it (a blocked range closes days, an
// open range opens days the plan closes; blocked wins), and each open day
// takes `daily_capacity` bookings. A booking takes its service day from
// acceptance on (pending, confirmed, refund_requested, completed) and gives it
// back when cancelled. Until a vendor saves its plan every day is open and takes
// DEFAULT_DAILY_CAPACITY bookings (docs/decisions.md "Default daily capacity").
// Days are Kuwait calendar dates.

export const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** Booking states that hold their service day. */
export const HOLDING_STATES = ["pending", "confirmed", "refund_requested", "completed"] as const;
/** Direct-order states that hold their service day (server/orders): every state but cancelled. */
export const ORDER_HOLDING_STATES = ["placed", "confirmed", "on_the_way", "in_progress", "completed"] as const;

/**
 * Bookings and direct orders one day takes while the vendor has saved no plan:
 * one, as a hall (docs/decisions.md "Default daily capacity"). Never more, so an
 * unsaved plan cannot overbook; a vendor with more teams raises it by saving.
 */
export const DEFAULT_DAILY_CAPACITY = 1;

/** `saved` false: the vendor never saved a plan; every day is open with DEFAULT_DAILY_CAPACITY. */
export type Plan = { workDays: number[]; dailyCapacity: number; saved: boolean };
type Exception = { id: string; kind: "blocked" | "open"; startsOn: Date; endsOn: Date; note: string | null; branchId: string | null };
/** What holds a day: a booking or a direct order (`kind`). */
type HeldBooking = { id: string; reference: string; status: string; serviceDate: Date; kind: "booking" | "order" };

export type Day = {
  date: string;
  /** The plan and the exceptions say the business works that day. */
  open: boolean;
  capacity: number;
  booked: number;
  /** Open with capacity left: a new booking fits. */
  free: boolean;
  exceptions: Exception[];
  bookings: HeldBooking[];
};

/** One calendar day in milliseconds (days here are UTC midnights). */
export const DAY_MS = 86_400_000;
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
export const dayDate = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

export async function planOf(vendorId: string, client: Tx | typeof db = db): Promise<Plan> {
  const row = await client.vendorAvailability.findUnique({ where: { vendorId } });
  return row
    ? { workDays: row.workDays, dailyCapacity: row.dailyCapacity, saved: true }
    : { workDays: [...ALL_DAYS], dailyCapacity: DEFAULT_DAILY_CAPACITY, saved: false };
}

/** Days from `from` to `to`, both included (ISO dates). */
export const spanDays = (from: string, to: string) => Math.round((dayDate(to).getTime() - dayDate(from).getTime()) / DAY_MS) + 1;

/** Every day from `from` to `to` (ISO dates, both included) of one vendor, with what takes and blocks it. */
export async function vendorDays(vendorId: string, from: string, to: string, client: Tx | typeof db = db): Promise<Day[]> {
  return (await vendorCalendarDays(vendorId, from, to, client)).days;
}

/** vendorDays with the plan it read (one read of the plan for callers that show both). */
export async function vendorCalendarDays(vendorId: string, from: string, to: string, client: Tx | typeof db = db): Promise<{ plan: Plan; days: Day[] }> {
  const start = dayDate(from);
  const end = dayDate(to);
  const [plan, exceptions, bookings, orders] = await Promise.all([
    planOf(vendorId, client),
    client.vendorCalendarException.findMany({
      where: { vendorId, startsOn: { lte: end }, endsOn: { gte: start } },
      select: { id: true, kind: true, startsOn: true, endsOn: true, note: true, branchId: true },
      orderBy: { startsOn: "asc" },
    }),
    client.booking.findMany({
      where: { vendorId, serviceDate: { gte: start, lte: end }, status: { in: [...HOLDING_STATES] } },
      select: { id: true, reference: true, status: true, serviceDate: true },
      orderBy: { createdAt: "asc" },
    }),
    // A direct order takes a day like a booking does.
    client.order.findMany({
      where: { vendorId, serviceDate: { gte: start, lte: end }, status: { in: [...ORDER_HOLDING_STATES] } },
      select: { id: true, reference: true, status: true, serviceDate: true },
      orderBy: { createdAt: "asc" },
    }),
  ]);
  const days: Day[] = [];
  for (let t = start.getTime(); t <= end.getTime(); t += DAY_MS) {
    const day = new Date(t);
    const own = exceptions.filter((e) => e.startsOn <= day && e.endsOn >= day);
    const held: HeldBooking[] = [
      ...bookings.filter((b) => b.serviceDate.getTime() === t).map((b) => ({ ...b, kind: "booking" as const })),
      ...orders.filter((o) => o.serviceDate.getTime() === t).map((o) => ({ ...o, kind: "order" as const })),
    ];
    // A branch's exceptions are listed with the day but close or open that branch alone (holdVendorDay).
    const whole = own.filter((e) => e.branchId === null);
    const blocked = whole.some((e) => e.kind === "blocked");
    const open = !blocked && (plan.workDays.includes(day.getUTCDay()) || whole.some((e) => e.kind === "open"));
    days.push({
      date: isoDay(day),
      open,
      capacity: plan.dailyCapacity,
      booked: held.length,
      free: open && held.length < plan.dailyCapacity,
      exceptions: own,
      bookings: held,
    });
  }
  return { plan, days };
}

/** Whether a new booking fits on `date` (an ISO date or a `@db.Date`). */
export async function isFreeOn(vendorId: string, date: string | Date, client: Tx | typeof db = db): Promise<boolean> {
  const iso = typeof date === "string" ? date : isoDay(date);
  const [day] = await vendorDays(vendorId, iso, iso, client);
  return day.free;
}
