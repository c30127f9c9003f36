// The chart series colours (app/styles/tokens.css), for Recharts' `fill`/`stroke` styles; importing them also
// brings the rule that colours the legend's swatches by the same tokens (chart-legend.css).
import "./chart-legend.css";

export const CHART_SERIES = {
  teal: "var(--color-chart-teal)",
  amber: "var(--color-chart-amber)",
  violet: "var(--color-chart-violet)",
  rose: "var(--color-chart-rose)",
  blue: "var(--color-chart-blue)",
  slate: "var(--color-chart-slate)",
} as const;
