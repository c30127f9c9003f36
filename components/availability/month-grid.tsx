"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ApiData } from "@/components/ui/api-types";
import { formatDay } from "@/components/ui/format";
import { leadingBlanks, weekdayNames, type Month } from "./month";

// The month as a grid of days (Sunday first), each a button that selects the
// day. A day says in words what it is (free, full, closed, blocked), not by
// colour alone; a day gone by says only that it is past (no day before today
// takes a booking, whatever its plan said).

export type CalendarDay = ApiData<"/vendors/me/calendar">["days"][number];
export type DayState = "free" | "full" | "closed" | "blocked";
type GridState = DayState | "past";

export function dayState(day: CalendarDay, blockedIds: Set<string>): DayState {
  if (day.exception_ids.some((id) => blockedIds.has(id))) return "blocked";
  if (!day.open) return "closed";
  return day.free ? "free" : "full";
}

export function MonthGrid({
  month,
  days,
  blockedIds,
  selected,
  today,
  onSelect,
}: {
  month: Month;
  days: CalendarDay[];
  blockedIds: Set<string>;
  selected: string | null;
  today: string;
  onSelect: (date: string) => void;
}) {
  const t = useTranslations("availability");
  const locale = useLocale();
  const names = weekdayNames(locale);
  return (
    <div className="cal-grid" data-testid="cal-grid">
      {names.map((name) => (
        <span key={name} className="cal-grid__head" aria-hidden="true">
          {name}
        </span>
      ))}
      {Array.from({ length: leadingBlanks(month) }, (_, i) => (
        <span key={`blank-${i}`} className="cal-day cal-day--blank" aria-hidden="true" />
      ))}
      {days.map((day) => {
        const state: GridState = day.date < today ? "past" : dayState(day, blockedIds);
        return (
          <button
            key={day.date}
            type="button"
            className={`cal-day cal-day--${state}`}
            aria-pressed={selected === day.date}
            aria-label={`${formatDay(day.date, locale)}: ${t(`state.${state}`)}${day.booked ? `, ${t("bookedCount", { count: day.booked })}` : ""}`}
            disabled={day.date < today}
            onClick={() => onSelect(day.date)}
            data-testid={`cal-day-${day.date}`}
            data-state={state}
          >
            <span className="cal-day__number">{Number(day.date.slice(8))}</span>
            <span className="cal-day__state">{t(`short.${state}`)}</span>
            {day.booked > 0 && <span className="cal-day__booked">{`${day.booked}/${day.capacity}`}</span>}
          </button>
        );
      })}
    </div>
  );
}
