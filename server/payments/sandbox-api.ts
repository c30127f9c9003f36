import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { assertSignedIn, type RequestContext } from "../core/http/request-context";
import { amountString, moneySchema } from "../core/money";
import { completeSandboxSession, openSandboxSession, sandboxSessionView } from "./providers/sandbox-gateway";

// The built-in sandbox gateway's endpoints (its hosted page /sandbox-pay/{id}
// calls them). Bound to the payment's payer, signed in as anywhere else
// (cookie or bearer): 401 without a session, 404 for anyone but the payer.

const TAGS = ["Payments"];
const params = z.object({ id: z.string().min(1).max(100) });
const PAYER_ONLY = "Only the payment's payer: 401 when signed out, 404 NOT_FOUND for anyone else.";

const sessionSchema = z
  .object({ id: z.string(), amount: moneySchema, status: z.enum(["open", "paid", "declined", "cancelled"]), merchant_name: z.string(), return_url: z.string() })
  .meta({ id: "SandboxSession" });

const caller = (ctx: RequestContext): string => {
  assertSignedIn(ctx);
  return ctx.userId;
};

export const getSandboxSessionEndpoint = defineEndpoint({
  method: "GET",
  path: "/sandbox/sessions/{id}",
  summary: `Sandbox gateway: one checkout session (amount, status, merchant name in the caller's language, where the payer returns). ${PAYER_ONLY}`,
  tags: TAGS,
  auth: "user",
  params,
  response: sessionSchema,
  handler: async ({ params, ctx }) => ok(await sandboxSessionView(params.id, caller(ctx), ctx.locale)),
});

export const openSandboxSessionEndpoint = defineEndpoint({
  method: "POST",
  path: "/sandbox/sessions/{id}/open",
  summary: `Sandbox gateway: the hosted page loaded (the payment becomes pending); harmless when repeated. ${PAYER_ONLY}`,
  tags: TAGS,
  auth: "user",
  params,
  response: z.object({ opened: z.boolean() }),
  handler: async ({ params, ctx }) => ok(await openSandboxSession(params.id, caller(ctx))),
});

export const completeSandboxSessionEndpoint = defineEndpoint({
  method: "POST",
  path: "/sandbox/sessions/{id}/complete",
  summary:
    "Sandbox gateway: the payer decides (paid, declined, cancelled; KNET or card; optionally another amount to test a mismatch). Posts the signed webhook(s) to us, " +
    "retried on failure: once, twice (the same event), or out_of_order (a failure after the capture). 409 CONFLICT when the session was already decided. " +
    PAYER_ONLY,
  tags: TAGS,
  auth: "user",
  params,
  body: z.strictObject({
    outcome: z.enum(["paid", "declined", "cancelled"]),
    method: z.enum(["knet", "card"]),
    amount: amountString.optional(),
    delivery: z.enum(["once", "twice", "out_of_order"]).optional(),
  }),
  response: z.object({ redirect_url: z.string() }),
  handler: async ({ params, body, ctx }) => ok(await completeSandboxSession(params.id, caller(ctx), body)),
});
