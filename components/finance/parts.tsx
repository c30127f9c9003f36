"use client";

import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/ui/states";

// Small pieces the finance pages share.

/** Totals as a row of cards: [key, label, formatted value]. */
export function TotalCards({ items, testId }: { items: [string, string, string][]; testId: string }) {
  return (
    <dl className="fin-cards" data-testid={testId}>
      {items.map(([key, label, value]) => (
        <div key={key} className="card fin-card" data-total={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SettlementStatus({ status }: { status: "pending_payout" | "paid" }) {
  const t = useTranslations("finance_portal.settlementStatus");
  return <StatusBadge status={status} label={t(status)} />;
}

/** Yesterday in Kuwait, the day a nightly run covers. */
export const kuwaitYesterday = () => kuwaitDaysAgo(1);

/** A Kuwait day `days` before today, as YYYY-MM-DD. */
export function kuwaitDaysAgo(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuwait" }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}
