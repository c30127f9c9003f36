import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { activityReport } from "./reports/activity-report";
import { exportReport } from "./reports/export-report";
import { reportExportQuery, reportQuery } from "./reports/period";
import { revenueReport } from "./reports/revenue-report";

// Revenue and activity reports (docs/finance.md "Reports"): Finance and Super
// only (report.finance). Only endpoints are exported (server/api/registry.ts).

const TAGS = ["Finance"];
const moneyOut = z.object({ amount: z.string(), currency: z.string() });
const revenueAmounts = { payments: moneyOut, refunds: moneyOut, net: moneyOut, commission: moneyOut, subscriptions: moneyOut, provider_fees: moneyOut };
const activityCounts = {
  rfqs: z.number().int(),
  quotes: z.number().int(),
  bookings: z.number().int(),
  paid_bookings: z.number().int(),
  cancelled_bookings: z.number().int(),
  new_customers: z.number().int(),
  new_vendors: z.number().int(),
};
const period = {
  from: z.string(),
  to: z.string(),
  group: z.enum(["day", "month"]),
  computed_at: z.string().meta({ description: 'When these figures were read from the database (ISO UTC): the dashboard\'s "as of".' }),
};

export const revenueReportEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/reports/revenue",
  summary:
    "Revenue per Kuwait day or month between `from` and `to` (inclusive; default the last 30 days; at most 366 days, else 422): payments paid, refunds processed, net, " +
    "commission (ledger deposits minus reversals), subscription payments, provider fees; every period listed. " +
    "totals.wallet_liabilities: what customers' wallets held at the end of the period (the sum of their balances: money owed to customers)",
  tags: TAGS,
  auth: "user",
  permission: "report.finance",
  query: reportQuery,
  response: z.object({
    ...period,
    totals: z.object({ ...revenueAmounts, wallet_liabilities: moneyOut }),
    series: z.array(z.object({ period: z.string(), ...revenueAmounts })),
  }),
  handler: async ({ query }) => ok(await revenueReport(query)),
});

export const activityReportEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/reports/activity",
  summary:
    "Marketplace activity per Kuwait day or month (same period rules as revenue): RFQs, quotes, bookings created, bookings whose deposit was paid, bookings cancelled, " +
    "customers and vendors who joined",
  tags: TAGS,
  auth: "user",
  permission: "report.finance",
  query: reportQuery,
  response: z.object({ ...period, totals: z.object(activityCounts), series: z.array(z.object({ period: z.string(), ...activityCounts })) }),
  handler: async ({ query }) => ok(await activityReport(query)),
});

export const exportReportEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/reports/export",
  summary:
    "The dashboard as a file (not JSON): one row per Kuwait day or month of the period (same rules as revenue) with its revenue and activity, and a last `total` row; " +
    "every row carries `computed_at`. CSV (UTF-8 with BOM) or XLSX (`format`), `Content-Disposition: attachment`",
  tags: TAGS,
  auth: "user",
  permission: "report.finance",
  query: reportExportQuery,
  handler: async ({ query }) => {
    const file = await exportReport(query);
    return { status: 200, stream: new Blob([file.bytes as Uint8Array<ArrayBuffer>]).stream(), headers: file.headers };
  },
});
