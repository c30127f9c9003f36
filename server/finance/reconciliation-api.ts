import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { exportReconciliation } from "./reconciliation/export-reconciliation";
import { getReconciliation } from "./reconciliation/get-reconciliation";
import { runReconciliation } from "./reconciliation/run-reconciliation";
import { exportQuery, reconciliationQuery, runBody, runParams } from "./reconciliation/schemas";
import { reconciliationSchema } from "./reconciliation/views";

// Reconciliation (docs/finance.md "Reconciliation"): Finance and Super only
// (report.finance). Only endpoints are exported (server/api/registry.ts).

const TAGS = ["Finance"];

export const runReconciliationEndpoint = defineEndpoint({
  method: "POST",
  path: "/admin/reports/reconciliation/runs",
  summary:
    "Reconciles one Kuwait day now: our payments and refunds of a provider (the active driver when none is given) against the provider's own records. " +
    "201 with the run and its mismatches; a provider that cannot be reached gives a `failed` run with the reason, not an error. Audit-logged",
  tags: TAGS,
  auth: "user",
  permission: "report.finance",
  body: runBody,
  response: reconciliationSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => ({ status: 201, data: await runReconciliation(body, ctx) }),
});

export const getReconciliationEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/reports/reconciliation",
  summary: "A day's latest reconciliation run (of one provider when `provider` is given) and its mismatches; `run` null when the day was never reconciled",
  tags: TAGS,
  auth: "user",
  permission: "report.finance",
  query: reconciliationQuery,
  response: reconciliationSchema,
  handler: async ({ query }) => ok(await getReconciliation(query)),
});

export const exportReconciliationEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/reports/reconciliation/{runId}/export",
  summary: "A run's mismatches as a file (not JSON): CSV (UTF-8 with BOM) or XLSX, `Content-Disposition: attachment`. 404 for an unknown run",
  tags: TAGS,
  auth: "user",
  permission: "report.finance",
  params: runParams,
  query: exportQuery,
  handler: async ({ params, query }) => {
    const file = await exportReconciliation(params.runId, query.format);
    return { status: 200, stream: new Blob([file.bytes as Uint8Array<ArrayBuffer>]).stream(), headers: file.headers };
  },
});
