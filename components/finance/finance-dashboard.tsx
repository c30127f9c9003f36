"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { buildPath } from "@/components/ui/api-types";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/components/ui/format";
import { LoadFailed, Loading } from "@/components/ui/states";
import { useApiQuery } from "@/components/ui/use-api";
import { formatCount, formatMoney } from "@/components/ui/money";
import { ReportBarChart, ReportLineChart } from "./charts";
import { FileDownload } from "./file-download";
import { TotalCards, kuwaitDaysAgo } from "./parts";
import { Actions, Muted } from "@/components/ui/layout";
import "./finance.css";

// The Finance dashboard: revenue and marketplace activity for a date range,
// grouped by day or month, as total cards and charts. The figures are read
// live; each report says when ("as of"), is read again on every visit
// (staleTime 0, not the portal's minute) and on "Refresh", and the range
// downloads as CSV or XLSX. Commission shows once a payment's ledger entry is
// written (after the payment's event is handled, docs/finance.md).

/** Read again on every visit: the portal's default minute of cache was the dashboard's lag. */
const LIVE = { staleTime: 0 };

function AsOf({ at, testId }: { at: string; testId: string }) {
  const t = useTranslations("finance_portal.dashboard");
  const locale = useLocale();
  return (
    <Muted data-testid={testId} data-at={at}>
      {t("asOf", { time: formatTime(at, locale) })}
    </Muted>
  );
}

function Toolbar({ range }: { range: Range }) {
  const t = useTranslations("finance_portal.dashboard");
  const client = useQueryClient();
  const file = (format: "csv" | "xlsx") => buildPath("/admin/reports/export", { query: { ...range, format } });
  return (
    <Actions as="p" data-testid="report-toolbar">
      <Button variant="secondary" onClick={() => client.invalidateQueries({ queryKey: ["reports"] })} data-testid="report-refresh">
        {t("refresh")}
      </Button>
      <FileDownload path={file("csv")} label={t("exportCsv")} fallbackName={`finance-report-${range.from}-${range.to}.csv`} testId="report-export-csv" />
      <FileDownload path={file("xlsx")} label={t("exportXlsx")} fallbackName={`finance-report-${range.from}-${range.to}.xlsx`} testId="report-export-xlsx" />
    </Actions>
  );
}

type Range = { from: string; to: string; group: "day" | "month" };

function RangeForm({ range, onChange }: { range: Range; onChange: (r: Range) => void }) {
  const t = useTranslations("finance_portal.dashboard");
  return (
    <div className="admin-filters fin-filters" data-testid="report-range">
      <label className="form-field">
        <span>{t("from")}</span>
        <input
          type="date"
          value={range.from}
          max={range.to}
          onChange={(e) => e.target.value && onChange({ ...range, from: e.target.value })}
          data-testid="range-from"
        />
      </label>
      <label className="form-field">
        <span>{t("to")}</span>
        <input
          type="date"
          value={range.to}
          min={range.from}
          onChange={(e) => e.target.value && onChange({ ...range, to: e.target.value })}
          data-testid="range-to"
        />
      </label>
      <label className="form-field">
        <span>{t("group")}</span>
        <select value={range.group} onChange={(e) => onChange({ ...range, group: e.target.value as Range["group"] })} data-testid="range-group">
          <option value="day">{t("byDay")}</option>
          <option value="month">{t("byMonth")}</option>
        </select>
      </label>
    </div>
  );
}

function Revenue({ range }: { range: Range }) {
  const t = useTranslations("finance_portal.dashboard");
  const locale = useLocale();
  const report = useApiQuery("/admin/reports/revenue", { query: range }, LIVE);
  if (report.isPending) return <Loading />;
  if (report.isError) return <LoadFailed error={report.error} />;
  const r = report.data.data;
  const keys = ["payments", "refunds", "net", "commission", "subscriptions", "provider_fees"] as const;
  const data = r.series.map((p) => ({
    period: p.period,
    payments: Number(p.payments.amount),
    refunds: Number(p.refunds.amount),
    commission: Number(p.commission.amount),
    subscriptions: Number(p.subscriptions.amount),
  }));
  return (
    <section className="fin-stack" aria-labelledby="fin-revenue" data-testid="revenue-report">
      <h2 id="fin-revenue">{t("revenue")}</h2>
      <AsOf at={r.computed_at} testId="revenue-as-of" />
      <TotalCards testId="revenue-totals" items={keys.map((k) => [k, t(`money.${k}`), formatMoney(r.totals[k], locale)])} />
      {data.length === 0 ? (
        <p className="notice">{t("noData")}</p>
      ) : (
        <ReportBarChart
          testId="revenue-chart"
          title={t("revenueChart")}
          data={data}
          series={(["payments", "refunds", "commission", "subscriptions"] as const).map((k) => ({ key: k, label: t(`money.${k}`) }))}
        />
      )}
    </section>
  );
}

function Activity({ range }: { range: Range }) {
  const t = useTranslations("finance_portal.dashboard");
  const locale = useLocale();
  const report = useApiQuery("/admin/reports/activity", { query: range }, LIVE);
  if (report.isPending) return <Loading />;
  if (report.isError) return <LoadFailed error={report.error} />;
  const r = report.data.data;
  const keys = ["rfqs", "quotes", "bookings", "paid_bookings", "cancelled_bookings", "new_customers", "new_vendors"] as const;
  return (
    <section className="fin-stack" aria-labelledby="fin-activity" data-testid="activity-report">
      <h2 id="fin-activity">{t("activity")}</h2>
      <AsOf at={r.computed_at} testId="activity-as-of" />
      <TotalCards testId="activity-totals" items={keys.map((k) => [k, t(`count.${k}`), formatCount(r.totals[k], locale)])} />
      {r.series.length === 0 ? (
        <p className="notice">{t("noData")}</p>
      ) : (
        <ReportLineChart
          testId="activity-chart"
          title={t("activityChart")}
          data={r.series}
          series={(["rfqs", "quotes", "bookings", "paid_bookings"] as const).map((k) => ({ key: k, label: t(`count.${k}`) }))}
        />
      )}
    </section>
  );
}

export function FinanceDashboard() {
  const [range, setRange] = useState<Range>(() => ({ from: kuwaitDaysAgo(30), to: kuwaitDaysAgo(0), group: "day" }));
  return (
    <div className="fin-stack" data-testid="finance-dashboard">
      <RangeForm range={range} onChange={setRange} />
      <Toolbar range={range} />
      <Revenue range={range} />
      <Activity range={range} />
    </div>
  );
}
