import { z } from "zod";
import { acceptResultSchema } from "../bookings/schemas";
import { defineEndpoint } from "../core/http/endpoint";
import { created, ok } from "../core/http/envelope";
import { acceptQuote, type AcceptPath } from "./accept-quote";
import { REJECT_REASONS, rejectQuote } from "./reject-quote";
import { quoteSchema } from "./view-schemas";

// Accept and reject, in both path sets of the spec (docs/rfqs.md):
// /quotations/{id}/... (catalog) and /quotes/{quoteId}/... (module). One use
// case each; only the expired-quote answer differs (docs/decisions.md).

const TAGS = ["Quotations"];
const id = z.string().min(1).max(100);

const acceptBody = z
  .strictObject({
    deposit_option: z.enum(["deposit"]).optional().meta({ description: "`deposit` (the default and only option): pay 20% of the total now." }),
  })
  .optional();

const rejectBody = z
  .strictObject({
    reason: z.enum(REJECT_REASONS),
    note: z.string().trim().max(500).optional().meta({ description: "Up to 500 characters; required when the reason is `other`." }),
  })
  .superRefine((body, ctx) => {
    if (body.reason === "other" && !body.note) ctx.addIssue({ code: "custom", path: ["note"], message: "validation.reject_note_required" });
  });

const accepted = (booking: Awaited<ReturnType<typeof acceptQuote>>) =>
  created({ booking, next_action: { type: "payment_required", endpoint: "/api/v1/payments" } }, `/api/v1/bookings/${booking.id}`);

const ACCEPT_SUMMARY =
  "Accept a quotation: the RFQ and the quotation are accepted, the other quotations become not_selected and a pending booking is created (201, pay the 20% deposit next). Customer with a verified phone (403 AUTH_PHONE_UNVERIFIED); 409 QUOTATION_INVALID_STATE when the quotation or RFQ no longer allows it (also to the loser of two concurrent accepts)";

function acceptEndpoint(path: string, paramName: "id" | "quoteId", shape: AcceptPath, expired: string) {
  return defineEndpoint({
    method: "POST",
    path,
    summary: `${ACCEPT_SUMMARY}; ${expired}`,
    tags: TAGS,
    auth: "user",
    permission: "quote.accept",
    params: z.object({ [paramName]: id.meta({ description: "Quotation id (ULID)." }) }),
    body: acceptBody,
    response: acceptResultSchema,
    successStatus: 201,
    handler: async ({ params, ctx }) => accepted(await acceptQuote(String(params[paramName]), shape, ctx)),
  });
}

function rejectEndpoint(path: string, paramName: "id" | "quoteId") {
  return defineEndpoint({
    method: "POST",
    path,
    summary:
      "Reject one quotation with a reason from the fixed list (note required for `other`). The RFQ stays open while other quotations are live; after the last one it is rejected, reopened or expired (docs/decisions.md)",
    tags: TAGS,
    auth: "user",
    permission: "quote.accept",
    params: z.object({ [paramName]: id.meta({ description: "Quotation id (ULID)." }) }),
    body: rejectBody,
    response: quoteSchema,
    handler: async ({ params, body, ctx }) => ok(await rejectQuote(String(params[paramName]), body, ctx)),
  });
}

export const acceptQuotationEndpoint = acceptEndpoint("/quotations/{id}/accept", "id", "catalog", "past its validity: 409 QUOTATION_EXPIRED");
export const acceptQuoteEndpoint = acceptEndpoint(
  "/quotes/{quoteId}/accept",
  "quoteId",
  "module",
  "past its validity: 422 with `next_action` {type: request_requote, endpoint} in the error",
);
export const rejectQuotationEndpoint = rejectEndpoint("/quotations/{id}/reject", "id");
export const rejectQuoteEndpoint = rejectEndpoint("/quotes/{quoteId}/reject", "quoteId");
