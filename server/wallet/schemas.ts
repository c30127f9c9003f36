import { z } from "zod";
import { pageParams } from "../core/http/query";
import { amountString, moneySchema } from "../core/money";

// Request and response shapes of the wallet endpoints (docs/wallet.md).

/** One top-up: at least 1.000 and at most 1000.000 KWD. */
export const TOP_UP_MIN = "1.000";
export const TOP_UP_MAX = "1000.000";

export const walletQuery = z.strictObject({ ...pageParams });

export const topUpBody = z.strictObject({
  amount: amountString.meta({ description: `KWD with exactly 3 decimals, ${TOP_UP_MIN} to ${TOP_UP_MAX}.`, example: "25.000" }),
  return_url: z
    .string()
    .min(1)
    .max(2000)
    .optional()
    .meta({ description: "Where the payer lands after the hosted page (a path or URL of this site; default /account/wallet), with ?payment=<id>." }),
});

export const MOVEMENT_KINDS = ["top_up", "refund", "spend", "tip"] as const;

export const walletMovementSchema = z
  .object({
    id: z.string(),
    kind: z.enum(MOVEMENT_KINDS).meta({ description: "top_up and refund add to the balance; spend and tip take from it." }),
    direction: z.enum(["credit", "debit"]),
    amount: moneySchema,
    balance_after: moneySchema,
    reference: z.object({ type: z.string(), id: z.string() }).meta({ description: "What the movement was for: payment (a top-up), refund, order, tip." }),
    created_at: z.string(),
  })
  .meta({ id: "WalletMovement" });

export const walletSchema = z
  .object({
    balance: moneySchema,
    movements: z.array(walletMovementSchema).meta({ description: "Newest first, one page (meta.pagination)." }),
  })
  .meta({ id: "Wallet" });

export type WalletMovementView = z.infer<typeof walletMovementSchema>;

// POST /orders/{id}/tip (server/wallet/tip-order.ts).
export const tipBody = z.strictObject({
  amount: amountString.meta({ description: "The gratuity in KWD with exactly 3 decimals (above zero), taken from the caller's wallet.", example: "5.000" }),
});

export const tipSchema = z
  .object({
    id: z.string(),
    order_id: z.string(),
    vendor_id: z.string(),
    amount: moneySchema,
    wallet_balance: moneySchema.meta({ description: "The caller's wallet balance after the tip." }),
    created_at: z.string().meta({ description: "ISO 8601 UTC time." }),
  })
  .meta({ id: "OrderTip" });
export type TipView = z.infer<typeof tipSchema>;
