import { z } from "zod";
import { writeAudit } from "../core/audit";
import { now } from "../core/clock";
import { db, type Tx } from "../core/db/client";
import type { PayoutAccount } from "../core/db/generated/client";
import { notFound } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";
import { newId } from "../core/ids";
import { currentVendorId } from "../identity/sessions/current-vendor";
import { notify } from "../notifications/notify";
import { maskIban, normalizeKuwaitIban } from "./iban";

// GET, PUT /vendors/me/payout-account (the vendor owner: settlement.view).
// Replacing keeps the old row (current=false, replaced_at): settlements keep
// pointing at the account they were paid to. The IBAN is never shown whole.

export const payoutAccountBody = z.strictObject({
  holder_name: z.string().trim().min(2).max(100),
  iban: z.string().trim().min(1).max(64),
  bank_name: z.string().trim().min(1).max(100).nullish(),
});

export const payoutAccountSchema = z
  .object({ holder_name: z.string(), iban_masked: z.string(), bank_name: z.string().nullable(), updated_at: z.string() })
  .meta({ id: "PayoutAccount" });

export const payoutAccountView = (a: PayoutAccount) => ({
  holder_name: a.holderName,
  iban_masked: maskIban(a.iban),
  bank_name: a.bankName,
  updated_at: a.createdAt.toISOString(),
});

export async function currentPayoutAccount(tx: Tx, vendorId: string): Promise<PayoutAccount | null> {
  return tx.payoutAccount.findFirst({ where: { vendorId, current: true }, orderBy: { id: "desc" } });
}

export async function getPayoutAccount(ctx: RequestContext) {
  const vendorId = await currentVendorId(ctx, "settlement.view");
  const account = await currentPayoutAccount(db, vendorId);
  if (!account) throw notFound();
  return payoutAccountView(account);
}

export async function putPayoutAccount(input: z.output<typeof payoutAccountBody>, ctx: RequestContext) {
  const vendorId = await currentVendorId(ctx, "settlement.view");
  const iban = normalizeKuwaitIban(input.iban);
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM vendors WHERE id = ${vendorId} FOR UPDATE`;
    const at = now();
    const before = await currentPayoutAccount(tx, vendorId);
    if (before) await tx.payoutAccount.update({ where: { id: before.id }, data: { current: false, replacedAt: at } });
    const account = await tx.payoutAccount.create({
      data: {
        id: newId(),
        vendorId,
        holderName: input.holder_name,
        iban,
        bankName: input.bank_name ?? null,
        current: true,
        createdBy: callerId(ctx),
        createdAt: at,
      },
    });
    await writeAudit(tx, {
      actor: { type: "user", id: ctx.userId },
      action: before ? "payout_account.replaced" : "payout_account.created",
      entityType: "vendor",
      entityId: vendorId,
      diff: { iban: [before ? maskIban(before.iban) : null, maskIban(iban)], holder_name: [before?.holderName ?? null, input.holder_name] },
      request: ctx,
    });
    const vendor = await tx.vendor.findUniqueOrThrow({ where: { id: vendorId }, select: { ownerUserId: true } });
    await notify(tx, {
      userId: vendor.ownerUserId,
      kind: "payout_account.changed",
      entity: { type: "vendor", id: vendorId },
      params: { iban_masked: maskIban(iban), holder_name: input.holder_name },
    });
    return payoutAccountView(account);
  });
}
