"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { VendorGate } from "@/components/shell/vendor-gate";
import { Button } from "@/components/ui/button";
import { kuwaitToday } from "@/components/ui/format";
import { LoadFailed, Loading } from "@/components/ui/states";
import { useApiQuery } from "@/components/ui/use-api";
import { useViewer } from "@/components/ui/viewer-context";
import { DayPanel } from "./day-panel";
import { IcalLinks } from "./ical-links";
import { monthOf, monthRange, monthTitle, shiftMonth, type Month } from "./month";
import { dayState, MonthGrid } from "./month-grid";
import { PlanForm } from "./plan-form";
import "./calendar.css";

// The vendor's calendar (GET /vendors/me/calendar): a month of days, the
// selected day's bookings and blocks, and the weekly plan. Staff see it;
// changing it is the owner's and managers' (the server answers 403 otherwise, and the
// controls are not offered).

export function CalendarManager() {
  const viewer = useViewer();
  return (
    <VendorGate>
      {(vendor) => <CalendarPanel canManage={["vendor_owner", "vendor_manager"].includes(viewer?.vendors.find((v) => v.id === vendor.id)?.role ?? "")} />}
    </VendorGate>
  );
}

function CalendarPanel({ canManage }: { canManage: boolean }) {
  const t = useTranslations("availability");
  const locale = useLocale();
  const today = kuwaitToday();
  const [month, setMonth] = useState<Month>(() => monthOf(today));
  const [selected, setSelected] = useState<string | null>(null);
  const calendar = useApiQuery("/vendors/me/calendar", { query: monthRange(month) });
  if (calendar.isPending) return <Loading />;
  if (calendar.isError) return <LoadFailed error={calendar.error} />;
  const { plan, days, exceptions } = calendar.data.data;
  const blockedIds = new Set(exceptions.filter((e) => e.kind === "blocked").map((e) => e.id));
  const day = days.find((d) => d.date === selected);
  const go = (by: number) => {
    setMonth(shiftMonth(month, by));
    setSelected(null);
  };
  return (
    <div className="cal" data-testid="vendor-calendar">
      <div className="cal__month">
        <div className="cal__nav">
          <Button variant="secondary" onClick={() => go(-1)} disabled={monthRange(month).from <= today} data-testid="cal-prev">
            {t("previous")}
          </Button>
          <h2 data-testid="cal-title">{monthTitle(month, locale)}</h2>
          <Button variant="secondary" onClick={() => go(1)} data-testid="cal-next">
            {t("next")}
          </Button>
        </div>
        <MonthGrid month={month} days={days} blockedIds={blockedIds} selected={selected} today={today} onSelect={setSelected} />
        <p className="cal__legend">{t("legend")}</p>
      </div>
      {day ? (
        <DayPanel day={day} state={dayState(day, blockedIds)} exceptions={exceptions} canManage={canManage} planSaved={plan.daily_capacity !== null} />
      ) : (
        <p className="cal__hint">{t("pickDay")}</p>
      )}
      {canManage && <PlanForm key={`${plan.work_days.join()}-${plan.daily_capacity}`} plan={plan} capacityInForce={days[0]?.capacity ?? 1} />}
      {canManage && <IcalLinks />}
    </div>
  );
}
