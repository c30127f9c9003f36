import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { amountString, moneySchema } from "../core/money";
import { completeSandboxSession, openSandboxSession, sandboxSessionView } from "./providers/sandbox-gateway";

// The built-in sandbox gateway's endpoints (its hosted page /sandbox-pay/{id}
// calls them). Public like a provider's page: the session id is the secret;
// per-IP rate limits apply (anonymous bucket).

const TAGS = ["Payments"];
const params = z.object({ id: z.string().min(1).max(100) });

const sessionSchema = z
  .object({ id: z.string(), amount: moneySchema, status: z.enum(["open", "paid", "declined", "cancelled"]), merchant_name: z.string(), return_url: z.string() })
  .meta({ id: "SandboxSession" });

export const getSandboxSessionEndpoint = defineEndpoint({
  method: "GET",
  path: "/sandbox/sessions/{id}",
  summary: "Sandbox gateway: one checkout session (amount, status, merchant name in the caller's language, where the payer returns)",
  tags: TAGS,
  auth: "public",
  params,
  response: sessionSchema,
  handler: async ({ params, ctx }) => ok(await sandboxSessionView(params.id, ctx.locale)),
});

export const openSandboxSessionEndpoint = defineEndpoint({
  method: "POST",
  path: "/sandbox/sessions/{id}/open",
  summary: "Sandbox gateway: the hosted page loaded (the payment becomes pending); harmless when repeated",
  tags: TAGS,
  auth: "public",
  params,
  response: z.object({ opened: z.boolean() }),
  handler: async ({ params }) => ok(await openSandboxSession(params.id)),
});

export const completeSandboxSessionEndpoint = defineEndpoint({
  method: "POST",
  path: "/sandbox/sessions/{id}/complete",
  summary:
    "Sandbox gateway: the payer decides (paid, declined, cancelled; KNET or card; optionally another amount to test a mismatch). Posts the signed webhook(s) to us: " +
    "once, twice (the same event), or out_of_order (a failure after the capture). 409 CONFLICT when the session was already decided",
  tags: TAGS,
  auth: "public",
  params,
  body: z.strictObject({
    outcome: z.enum(["paid", "declined", "cancelled"]),
    method: z.enum(["knet", "card"]),
    amount: amountString.optional(),
    delivery: z.enum(["once", "twice", "out_of_order"]).optional(),
  }),
  response: z.object({ redirect_url: z.string() }),
  handler: async ({ params, body }) => ok(await completeSandboxSession(params.id, body)),
});
