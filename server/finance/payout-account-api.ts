import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { getPayoutAccount, payoutAccountBody, payoutAccountSchema, putPayoutAccount } from "./payout-account";
import { z } from "zod";

// The vendor's payout account. Only endpoints are exported.

export const getPayoutAccountEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendors/me/payout-account",
  summary: "Where the vendor's settlements are paid, the IBAN masked (last 4 shown). Vendor owner; 404 when none is set",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "settlement.view",
  query: z.strictObject({}),
  response: payoutAccountSchema,
  handler: async ({ ctx }) => ok(await getPayoutAccount(ctx)),
});

export const putPayoutAccountEndpoint = defineEndpoint({
  method: "PUT",
  path: "/vendors/me/payout-account",
  summary:
    "Set or replace the payout account (vendor owner). The IBAN must be a valid Kuwaiti IBAN (KW, 30 characters, checksum), else 422 VALIDATION_FAILED. " +
    "The previous account is kept for the settlements paid to it; the owner is notified of the change",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "settlement.view",
  body: payoutAccountBody,
  response: payoutAccountSchema,
  handler: async ({ body, ctx }) => ok(await putPayoutAccount(body, ctx)),
});
