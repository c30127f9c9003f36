import { z } from "zod";
import { pageMeta, pagedList } from "../core/http/meta";
import { moneySchema } from "../core/money";
import { defineEndpoint } from "../core/http/endpoint";
import { ok, okPage } from "../core/http/envelope";
import { ledgerQuery, listVendorLedger } from "./list-ledger";
import { listVendorSettlements, settlementsQuery } from "./list-settlements";
import { statementFile, statementLink } from "./statement";
import { ledgerEntrySchema, settlementSchema } from "./views";

// A vendor's ledger, settlements and statements: the vendor's owner, Finance
// and Super; 404 for anyone else. Only endpoints are exported.

const TAGS = ["Payments"];
const vendorParams = z.strictObject({ id: z.string().min(1).max(40) });
const statementParams = z.strictObject({ id: z.string().min(1).max(40), settlementId: z.string().min(1).max(40) });
const pdfLinkSchema = z.object({ url: z.string(), expires_at: z.string() });

export const vendorLedgerEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendors/{id}/ledger",
  summary:
    "The vendor's commission ledger newest first (filter by status), with `meta.totals` of vendor share pending, frozen and settled. Vendor owner, Finance, Super",
  tags: TAGS,
  auth: "user",
  params: vendorParams,
  query: ledgerQuery,
  ...pagedList(ledgerEntrySchema, pageMeta.extend({ totals: z.object({ pending: moneySchema, frozen: moneySchema, settled: moneySchema }) })),
  handler: async ({ params, query, ctx }) => {
    const { totals, ...page } = await listVendorLedger(params.id, query, ctx);
    return okPage(ctx.url, page, { totals });
  },
});

export const vendorSettlementsEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendors/{id}/settlements",
  summary: "The vendor's settlements newest first. Vendor owner, Finance, Super",
  tags: TAGS,
  auth: "user",
  params: vendorParams,
  query: settlementsQuery,
  ...pagedList(settlementSchema),
  handler: async ({ params, query, ctx }) => okPage(ctx.url, await listVendorSettlements(params.id, query, ctx)),
});

export const settlementStatementEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendors/{id}/settlements/{settlementId}/statement",
  summary: "A signed link (5 minutes) to the settlement's bilingual statement PDF. Vendor owner, Finance, Super",
  tags: TAGS,
  auth: "user",
  params: statementParams,
  query: z.strictObject({}),
  response: pdfLinkSchema,
  handler: async ({ params, ctx }) => ok(await statementLink(params.id, params.settlementId, ctx)),
});

export const statementFileEndpoint = defineEndpoint({
  method: "GET",
  path: "/files/statements/{id}",
  summary: "The statement PDF (application/pdf) behind a signed link; a bad or expired link is 404",
  tags: TAGS,
  auth: "public",
  params: z.strictObject({ id: z.string().min(1).max(40) }),
  query: z.strictObject({
    expires: z
      .string()
      .regex(/^\d{1,12}$/, { message: "validation.format" })
      .transform(Number)
      .optional(),
    signature: z.string().max(100).optional(),
  }),
  handler: async ({ params, query }) => {
    const file = await statementFile(params.id, query);
    return { status: 200, stream: file.body, headers: file.headers };
  },
});
