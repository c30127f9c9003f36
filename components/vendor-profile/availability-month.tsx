"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { leadingBlanks, monthOf, monthRange, monthTitle, shiftMonth, weekdayNames, type Month } from "@/components/availability/month";
import { Button } from "@/components/ui/button";
import { formatDay } from "@/components/ui/format";
import { useApiQuery } from "@/components/ui/use-api";
import "./vendor-profile.css";

// A month of the vendor's public days (Sunday first): free, booked or closed
// in words, the visitor's date marked. From today to 24 months ahead.

export function AvailabilityMonth({ vendorId, chosen, first, last }: { vendorId: string; chosen: string | null; first: string; last: string }) {
  const t = useTranslations("vendorProfile.availability");
  const locale = useLocale();
  const [month, setMonth] = useState<Month>(monthOf(chosen && chosen >= first && chosen <= last ? chosen : first));
  const range = monthRange(month);
  // The API takes today on: the current month is asked from today.
  const query = { from: range.from < first ? first : range.from, to: range.to > last ? last : range.to };
  const answer = useApiQuery("/vendors/{id}/availability", { path: { id: vendorId }, query }, { keepPrevious: true });
  const status = new Map((answer.data?.data.days ?? []).map((d) => [d.date, d.status]));
  const title = monthTitle(month, locale);
  const days = Array.from({ length: Number(range.to.slice(8)) }, (_, i) => `${range.from.slice(0, 8)}${String(i + 1).padStart(2, "0")}`);
  return (
    <div className="vp-month" data-testid="availability-month">
      <div className="vp-month__nav">
        <Button
          variant="secondary"
          onClick={() => setMonth(shiftMonth(month, -1))}
          disabled={range.from <= first}
          aria-label={t("previous")}
          data-testid="availability-prev"
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <h3 data-testid="availability-month-title">{title}</h3>
        <Button
          variant="secondary"
          onClick={() => setMonth(shiftMonth(month, 1))}
          disabled={range.to >= last}
          aria-label={t("next")}
          data-testid="availability-next"
        >
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      {answer.isError ? (
        <p className="notice notice--warning">{t("loadFailed")}</p>
      ) : answer.isPending ? (
        <p className="vp-muted" role="status">
          {t("loading")}
        </p>
      ) : (
        <ul className="vp-month__grid" aria-label={t("monthLabel", { month: title })}>
          {weekdayNames(locale).map((name) => (
            <li key={name} className="vp-month__head" aria-hidden="true">
              {name}
            </li>
          ))}
          {Array.from({ length: leadingBlanks(month) }, (_, i) => (
            <li key={`blank-${i}`} className="vp-month__day vp-month__day--blank" aria-hidden="true" />
          ))}
          {days.map((date) => {
            const state = status.get(date) ?? "past";
            const isChosen = date === chosen;
            return (
              <li
                key={date}
                className={`vp-month__day vp-month__day--${state}${isChosen ? " vp-month__day--chosen" : ""}`}
                aria-current={isChosen ? "date" : undefined}
                data-testid={`availability-day-${date}`}
                data-state={state}
              >
                <span className="visually-hidden">{`${formatDay(date, locale)}: ${t(`state.${state}`)}${isChosen ? ` (${t("chosen")})` : ""}`}</span>
                <span aria-hidden="true" className="vp-month__number">
                  {Number(date.slice(8))}
                </span>
                <span aria-hidden="true" className="vp-month__state">
                  {t(`state.${state}`)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <p className="vp-muted vp-month__legend">{t("legend")}</p>
    </div>
  );
}
