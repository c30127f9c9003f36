import { z } from "zod";
import { now } from "../core/clock";
import { calendarDate, utcDay } from "../core/dates";
import { defineEndpoint } from "../core/http/endpoint";
import { created, ok } from "../core/http/envelope";
import { kuwaitDay } from "../core/kuwait-time";
import { markPaidBody, markSettlementPaid } from "./mark-settlement-paid";
import { runSettlement, runDateString } from "./run-settlement";
import { settlementReport, settlementReportQuery } from "./settlement-report";
import { settlementSchema } from "./views";

// Settlement runs, payouts and the daily settlement report. Only endpoints are exported.

const reportSchema = z
  .object({ date: z.string(), run: z.object({ id: z.string(), created_at: z.string() }).nullable() })
  .loose()
  .meta({ id: "SettlementReport" });

export const runSettlementEndpoint = defineEndpoint({
  method: "POST",
  path: "/admin/settlements/runs",
  summary:
    "Run the settlement for a Kuwait date now (default yesterday). One run per date: 201 with the new run's report, 200 with the existing one when the date was already run (settlement.manage)",
  tags: ["Admin"],
  auth: "user",
  permission: "settlement.manage",
  body: z.strictObject({
    // Only days that have begun in Kuwait: a future run would pay for services not yet delivered.
    date: calendarDate.refine((d) => d <= runDateString(kuwaitDay(now())), { message: "validation.settlement_date_future" }).optional(),
  }),
  response: reportSchema,
  handler: async ({ body, ctx }) => {
    const { run, created: isNew } = await runSettlement({ date: body.date ? utcDay(body.date) : undefined, startedBy: ctx.userId ?? null });
    const report = await settlementReport(runDateString(run.runDate));
    return isNew ? created(report, `/api/v1/admin/reports/settlements?date=${report.date}`) : ok(report);
  },
});

export const markSettlementPaidEndpoint = defineEndpoint({
  method: "POST",
  path: "/admin/settlements/{id}/mark-paid",
  summary: "Record the bank transfer of a settlement with its reference (settlement.manage). Audited; the vendor owner is notified. 409 when already paid",
  tags: ["Admin"],
  auth: "user",
  permission: "settlement.manage",
  params: z.strictObject({ id: z.string().min(1).max(40) }),
  body: markPaidBody,
  response: settlementSchema,
  handler: async ({ params, body, ctx }) => ok(await markSettlementPaid(params.id, body, ctx)),
});

export const settlementReportEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/reports/settlements",
  summary: "The day's settlement run: settlements per vendor, totals and what was held back (report.finance: Finance, Super)",
  tags: ["Admin"],
  auth: "user",
  permission: "report.finance",
  query: settlementReportQuery,
  response: reportSchema,
  handler: async ({ query }) => ok(await settlementReport(query.date)),
});
