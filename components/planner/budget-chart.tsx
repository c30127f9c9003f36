"use client";

import { useLocale, useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { intlLocale } from "@/components/ui/locale";
import type { BudgetLine } from "./types";
import { CHART_SERIES } from "@/components/ui/chart-series";

// Each budget line as a group of bars: planned, best quote, booked, paid.
// Horizontal bars, so long Arabic category names fit on a phone; in Arabic the
// names sit on the right and the bars grow leftwards. No animation: a
// half-drawn bar reads as a wrong number. The table beside it has the figures.
// The colours are tokens (app/styles/tokens.css). SVG presentation attributes
// cannot read var(), so the bars take theirs through `style`; `fill` still
// carries it to the tooltip and legend text, and components/ui/chart-legend.css
// colours the legend's swatches.

const SERIES = [
  { key: "planned", color: CHART_SERIES.slate },
  { key: "quoted", color: CHART_SERIES.amber },
  { key: "booked", color: CHART_SERIES.teal },
  { key: "paid", color: CHART_SERIES.blue },
] as const;

export function BudgetChart({ lines }: { lines: BudgetLine[] }) {
  const t = useTranslations("planner.budget");
  const locale = useLocale();
  const rtl = locale === "ar";
  const number = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 3 });
  const data = lines.map((l) => ({
    name: l.category.name,
    planned: Number(l.planned.amount),
    quoted: l.quoted ? Number(l.quoted.amount) : 0,
    booked: Number(l.booked.amount),
    paid: Number(l.paid.amount),
  }));
  const height = Math.max(200, lines.length * 72 + 60);
  return (
    <figure className="card planner-chart" data-testid="budget-chart" dir="ltr" aria-label={t("chartTitle")}>
      <figcaption dir={rtl ? "rtl" : "ltr"}>{t("chartTitle")}</figcaption>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={data} layout="vertical" margin={{ top: 8, right: 8, bottom: 8, left: 8 }} barCategoryGap={10}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" reversed={rtl} tickFormatter={(v: number) => number.format(v)} tick={{ fontSize: 11 }} />
          <YAxis type="category" dataKey="name" orientation={rtl ? "right" : "left"} width={96} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(v) => number.format(Number(v))} />
          <Legend />
          {SERIES.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={t(`series.${s.key}`)} fill={s.color} style={{ fill: s.color }} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
