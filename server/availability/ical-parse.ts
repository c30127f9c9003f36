import { TZDate } from "@date-fns/tz";
import ICAL from "ical.js";
import { KUWAIT_TZ, kuwaitDay } from "../core/kuwait-time";
import { IcalFetchError } from "./ical-fetch";

// The busy days of an imported calendar (docs/availability.md "iCal"): every
// VEVENT not marked free (TRANSP:TRANSPARENT) nor cancelled. An all-day event
// covers DTSTART .. DTEND-1; a timed event blocks every Kuwait date it
// touches. Recurring events are expanded. Only days in [from, to] are kept;
// the result is merged into ranges (both ends included, UTC-midnight Dates).

/** At most this many VEVENTs in one calendar, and occurrences counted over all of them. */
export const MAX_EVENTS = 5000;
export const MAX_OCCURRENCES = 20_000;
/** Steps of all recurrence rules together (occurrences before the window included). */
const MAX_RECURRENCE_STEPS = 200_000;

const DAY_MS = 86_400_000;
type Time = InstanceType<typeof ICAL.Time>;
export type DayRange = { startsOn: Date; endsOn: Date };

function knownZone(tzid: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tzid });
    return true;
  } catch {
    return false;
  }
}

/** The instant of a date-time: UTC, a zone Intl knows, the file's own VTIMEZONE, or else Kuwait wall-clock time. */
function instant(t: Time): number {
  const tzid = t.zone?.tzid;
  if (tzid === "UTC" || tzid === "Z") return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  if (tzid && tzid !== "floating" && knownZone(tzid)) return new TZDate(t.year, t.month - 1, t.day, t.hour, t.minute, t.second, tzid).getTime();
  if (tzid && tzid !== "floating" && t.zone.component) return t.toUnixTime() * 1000;
  return new TZDate(t.year, t.month - 1, t.day, t.hour, t.minute, t.second, KUWAIT_TZ).getTime();
}

/** The Kuwait days [first, last] (UTC-midnight ms) an occurrence covers. */
function daysOf(start: Time, end: Time | null): [number, number] {
  if (start.isDate) {
    const first = Date.UTC(start.year, start.month - 1, start.day);
    const endDay = end ? Date.UTC(end.year, end.month - 1, end.day) : first + DAY_MS;
    return [first, Math.max(first, endDay - DAY_MS)];
  }
  const from = instant(start);
  const to = end ? instant(end) : from;
  const first = kuwaitDay(new Date(from)).getTime();
  // The end is exclusive: an event ending at midnight does not touch the next day.
  const last = to > from ? kuwaitDay(new Date(to - 1)).getTime() : first;
  return [first, Math.max(first, last)];
}

function isBusy(vevent: InstanceType<typeof ICAL.Component>): boolean {
  const transp = String(vevent.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(vevent.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transp !== "TRANSPARENT" && status !== "CANCELLED";
}

function parse(text: string): InstanceType<typeof ICAL.Component> {
  try {
    const root = new ICAL.Component(ICAL.parse(text));
    if (root.name !== "vcalendar") throw new Error("not a calendar");
    return root;
  } catch {
    throw new IcalFetchError("not_calendar");
  }
}

/** Busy day ranges of `text` between the ISO days `from` and `to` (both included). */
export function busyRanges(text: string, from: Date, to: Date): DayRange[] {
  const root = parse(text);
  const vevents = root.getAllSubcomponents("vevent");
  if (vevents.length > MAX_EVENTS) throw new IcalFetchError("too_many_events");
  for (const tz of root.getAllSubcomponents("vtimezone")) {
    try {
      ICAL.TimezoneService.register(tz);
    } catch {
      // a broken VTIMEZONE: its times fall back to Kuwait time
    }
  }
  const masters = new Map<string, InstanceType<typeof ICAL.Event>>();
  const singles: InstanceType<typeof ICAL.Event>[] = [];
  for (const v of vevents) {
    if (!v.hasProperty("dtstart")) continue;
    const uid = String(v.getFirstPropertyValue("uid") ?? "");
    if (v.hasProperty("recurrence-id")) continue; // related below
    const event = new ICAL.Event(v);
    if (event.isRecurring() && uid) masters.set(uid, event);
    else singles.push(event);
  }
  for (const v of vevents) {
    const master = v.hasProperty("recurrence-id") ? masters.get(String(v.getFirstPropertyValue("uid") ?? "")) : undefined;
    if (master) master.relateException(v);
    else if (v.hasProperty("recurrence-id") && v.hasProperty("dtstart")) singles.push(new ICAL.Event(v));
  }

  const lo = from.getTime();
  const hi = to.getTime();
  const days = new Set<number>();
  let occurrences = 0;
  const take = (component: InstanceType<typeof ICAL.Component>, start: Time, end: Time | null) => {
    if (++occurrences > MAX_OCCURRENCES) throw new IcalFetchError("too_many_events");
    if (!isBusy(component)) return;
    const [first, last] = daysOf(start, end);
    for (let d = Math.max(first, lo); d <= Math.min(last, hi); d += DAY_MS) days.add(d);
  };

  for (const event of singles) take(event.component, event.startDate, event.endDate);
  let steps = 0;
  for (const event of masters.values()) {
    const it = event.iterator();
    for (let next = it.next(); next; next = it.next()) {
      // Years of a daily rule before the window are walked, not counted, up to a bound.
      if (++steps > MAX_RECURRENCE_STEPS) throw new IcalFetchError("too_many_events");
      const details = event.getOccurrenceDetails(next);
      const [first, last] = daysOf(details.startDate, details.endDate);
      if (first > hi) break;
      if (last < lo) continue;
      take(details.item.component, details.startDate, details.endDate);
    }
  }
  return toRanges([...days].sort((a, b) => a - b));
}

function toRanges(sorted: number[]): DayRange[] {
  const ranges: DayRange[] = [];
  for (const d of sorted) {
    const last = ranges.at(-1);
    if (last && last.endsOn.getTime() + DAY_MS === d) last.endsOn = new Date(d);
    else ranges.push({ startsOn: new Date(d), endsOn: new Date(d) });
  }
  return ranges;
}
