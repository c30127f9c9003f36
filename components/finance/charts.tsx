"use client";

import { useLocale } from "next-intl";
import { intlLocale } from "@/components/ui/locale";
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_SERIES } from "@/components/ui/chart-series";

// Report charts, direction-aware: in Arabic the time axis runs right to left
// (reversed X axis, values on the right), labels come translated from the
// caller and numbers use the page's locale (Latin digits, like amounts). No
// animation: a half-drawn line or bar reads as a wrong number.
// The series colours are tokens (app/styles/tokens.css). SVG presentation
// attributes cannot read var(), so bars, lines and the hovered dot take theirs
// through `style`; `fill`/`stroke` still carry it to the tooltip and legend
// text, and components/ui/chart-legend.css colours the legend's swatches.

const COLORS = [CHART_SERIES.teal, CHART_SERIES.amber, CHART_SERIES.violet, CHART_SERIES.rose];
const colorOf = (i: number) => COLORS[i % COLORS.length];

export type Series = { key: string; label: string }[];
export type Point = { period: string } & Record<string, number | string>;

function usePlot(counts = false) {
  const locale = useLocale();
  const rtl = locale === "ar";
  const number = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 3 });
  const period = (value: string) => {
    const monthly = value.length === 7;
    const date = new Date(`${monthly ? `${value}-01` : value}T00:00:00Z`);
    if (Number.isNaN(date.getTime())) return value;
    return new Intl.DateTimeFormat(
      intlLocale(locale),
      monthly ? { month: "short", year: "numeric", timeZone: "UTC" } : { day: "numeric", month: "short", timeZone: "UTC" },
    ).format(date);
  };
  return {
    rtl,
    xAxis: <XAxis dataKey="period" reversed={rtl} tickFormatter={period} tick={{ fontSize: 12 }} minTickGap={8} />,
    yAxis: (
      <YAxis allowDecimals={!counts} orientation={rtl ? "right" : "left"} tickFormatter={(v: number) => number.format(v)} tick={{ fontSize: 12 }} width={64} />
    ),
    tooltip: <Tooltip labelFormatter={(v) => period(String(v))} formatter={(v) => number.format(Number(v))} />,
  };
}

export function ReportBarChart({ data, series, title, testId }: { data: Point[]; series: Series; title: string; testId: string }) {
  const plot = usePlot();
  return (
    <figure className="card fin-chart" data-testid={testId} dir="ltr">
      <figcaption dir={plot.rtl ? "rtl" : "ltr"}>{title}</figcaption>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          {plot.xAxis}
          {plot.yAxis}
          {plot.tooltip}
          <Legend />
          {series.map((s, i) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={colorOf(i)} style={{ fill: colorOf(i) }} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** Counts over time: whole numbers on the axis, straight segments between days (no curve suggesting values in between). */
export function ReportLineChart({ data, series, title, testId }: { data: Point[]; series: Series; title: string; testId: string }) {
  const plot = usePlot(true);
  return (
    <figure className="card fin-chart" data-testid={testId} dir="ltr">
      <figcaption dir={plot.rtl ? "rtl" : "ltr"}>{title}</figcaption>
      <ResponsiveContainer width="100%" height={260}>
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          {plot.xAxis}
          {plot.yAxis}
          {plot.tooltip}
          <Legend />
          {series.map((s, i) => (
            <Line
              key={s.key}
              type="linear"
              dataKey={s.key}
              name={s.label}
              stroke={colorOf(i)}
              style={{ stroke: colorOf(i) }}
              strokeWidth={2}
              dot={false}
              activeDot={{ style: { fill: colorOf(i) } }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
