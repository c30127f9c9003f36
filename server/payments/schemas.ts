import { z } from "zod";
import { pageParams } from "../core/http/query";
import { amountString, moneySchema } from "../core/money";
import { PROVIDER_IDS } from "./providers/types";

// Request and response schemas of the payment endpoints (docs/payments.md,
// spec Resources "Payment and payment intent").

const id = z.string().min(1).max(100);
const isoTime = z.string().meta({ description: "ISO 8601 UTC time." });

export const PAYMENT_STATUSES = ["initiated", "pending", "paid", "failed", "partially_refunded", "refunded"] as const;
/** What POST /payments/intents takes; a wallet top-up is opened by POST /wallet/top-ups only. */
export const INTENT_PURPOSES = ["booking_deposit", "subscription", "subscription_renewal", "order_payment"] as const;
export const PURPOSES = [...INTENT_PURPOSES, "wallet_topup"] as const;
export type Purpose = (typeof PURPOSES)[number];

export const paymentParams = z.object({ id: id.meta({ description: "Payment id (ULID)." }) });

/** Catalog shape: a booking's deposit, back to our own page afterwards. */
export const createPaymentBody = z.strictObject({
  payable_type: z.enum(["booking"]),
  payable_id: id,
  kind: z.enum(["deposit"]),
  return_url: z.string().min(1).max(2000).meta({
    description:
      "Where the payer lands afterwards: a path of this site, a URL on its own origin, or a mobile app's return address on a scheme or universal-link origin of RETURN_URL_ALLOWLIST (never elsewhere).",
  }),
});

/** Module shape: any payable, with the amount (at most what is due; without it, all that is due). */
export const createIntentBody = z.strictObject({
  purpose: z.enum(INTENT_PURPOSES),
  payable_type: z.enum(["booking", "subscription", "order"]),
  payable_id: id,
  amount: amountString.optional().meta({
    description:
      "KWD with exactly 3 decimals; > 0 and <= the payable's due amount (a deposit may be paid in parts: what is left of it is due). A plan takes its full price. Default: all that is due.",
    example: "25.000",
  }),
  return_url: z.string().min(1).max(2000).optional(),
});

export const listQuery = z.strictObject({
  payable_type: z.enum(["booking", "subscription", "order"]),
  payable_id: id,
});

export const pageQuery = z.strictObject({ ...pageParams });

export const adminListQuery = z.strictObject({
  ...pageParams,
  status: z.enum(PAYMENT_STATUSES).optional(),
  flagged: z.enum(["true", "false"]).optional(),
  provider: z.enum(PROVIDER_IDS as [string, ...string[]]).optional(),
});

export const paymentSchema = z
  .object({
    id: z.string(),
    payable_type: z.enum(["booking", "subscription", "wallet_topup", "order"]),
    payable_id: z.string(),
    purpose: z.enum(PURPOSES),
    amount: moneySchema,
    status: z.enum(PAYMENT_STATUSES),
    payment_url: z
      .string()
      .nullable()
      .meta({ description: "The provider's hosted page, shown to the payer only (null for anyone else, and once the payment is settled)." }),
    expires_at: isoTime,
    created_at: isoTime,
    paid_at: isoTime.nullable(),
    method: z.enum(["knet", "card"]).nullable(),
    flagged: z.boolean().meta({
      description: "The provider charged another amount or currency and finance has not decided yet: never counted as paid meanwhile (see mismatch).",
    }),
    mismatch: z
      .object({
        asked: moneySchema,
        charged: moneySchema.meta({ description: "What the provider reported it took." }),
        decision: z.enum(["pending", "accepted", "refunded"]).meta({
          description:
            "pending: finance is deciding (the payable's deadline waits); accepted: paid for what was charged, the rest stays due; refunded: what was charged goes back.",
        }),
      })
      .nullable()
      .meta({ description: "Set when the provider charged something other than asked; null otherwise." }),
    invoice: z
      .object({ id: z.string(), number: z.string().meta({ example: "INV-2026-000001" }) })
      .nullable()
      .meta({ description: "The invoice issued when the payment was paid (GET /payments/{id}/invoice); null before." }),
  })
  .meta({ id: "Payment" });

/** The oversight view adds what only admins see. */
export const adminPaymentSchema = paymentSchema
  .extend({
    provider: z.enum(PROVIDER_IDS as [string, ...string[]]),
    provider_ref: z.string().nullable(),
    flag_reason: z.string().nullable(),
    flagged_at: isoTime.nullable(),
    flag_actions: z
      .array(z.enum(["accept", "refund"]))
      .meta({ description: "What the policy allows finance to do with a flagged payment (POST /admin/payments/{id}/resolve-flag); empty when nothing waits." }),
    flag_note: z.string().nullable().meta({ description: "Finance's note on its decision." }),
    failure_reason: z.string().nullable(),
    payer_user_id: z.string(),
  })
  .meta({ id: "AdminPayment" });

export type PaymentView = z.infer<typeof paymentSchema>;
export type AdminPaymentView = z.infer<typeof adminPaymentSchema>;

export const resolveFlagBody = z.strictObject({
  action: z.enum(["accept", "refund"]).meta({
    description: "refund: what was charged goes back; accept: only a shortfall in the payment's currency, paid for what was charged (the rest stays due).",
  }),
  note: z.string().trim().min(1).max(500).meta({ description: "Why (1-500 characters); kept on the payment and in the audit log." }),
});
