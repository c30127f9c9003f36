import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { now } from "../core/clock";
import type { Tx } from "../core/db/client";
import { newId } from "../core/ids";
import { authSecret } from "../identity/sessions/secrets";

// Per-endpoint signing secrets (docs/webhooks.md "Secrets"): random, shown
// once, stored sealed with AES-256-GCM under a key derived from AUTH_SECRET
// and bound to the secret's row id. A rotation keeps the previous secret
// signing for ROTATION_OVERLAP_MS, so at most two are active at a time.

export const ROTATION_OVERLAP_MS = 24 * 3600_000;

async function sealKey(): Promise<Buffer> {
  return Buffer.from(hkdfSync("sha256", await authSecret(), "outbound-webhooks", "endpoint-secret", 32));
}

async function seal(secret: string, rowId: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", await sealKey(), iv);
  cipher.setAAD(Buffer.from(rowId));
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

async function unseal(sealed: string, rowId: string): Promise<string> {
  const raw = Buffer.from(sealed, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", await sealKey(), raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(rowId));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

/** A new secret for `endpointId`, stored sealed; the plain value is returned once, for the caller to show. */
export async function addSecret(tx: Tx, endpointId: string): Promise<string> {
  const secret = `whsec_${randomBytes(32).toString("base64url")}`;
  const id = newId();
  await tx.webhookSecret.create({ data: { id, endpointId, sealed: await seal(secret, id), createdAt: now() } });
  return secret;
}

/**
 * Rotation: the current secret keeps signing for the overlap, one still in
 * an earlier overlap stops now (two active at most), and a new one is added.
 */
export async function rotateSecrets(tx: Tx, endpointId: string): Promise<{ secret: string; previousExpiresAt: Date }> {
  const at = now();
  const previousExpiresAt = new Date(at.getTime() + ROTATION_OVERLAP_MS);
  await tx.webhookSecret.updateMany({ where: { endpointId, expiresAt: { gt: at } }, data: { expiresAt: at } });
  await tx.webhookSecret.updateMany({ where: { endpointId, expiresAt: null }, data: { expiresAt: previousExpiresAt } });
  return { secret: await addSecret(tx, endpointId), previousExpiresAt };
}

/** The secrets that sign now, newest first. */
export async function activeSecrets(tx: Pick<Tx, "webhookSecret">, endpointId: string): Promise<string[]> {
  const at = now();
  const rows = await tx.webhookSecret.findMany({
    where: { endpointId, OR: [{ expiresAt: null }, { expiresAt: { gt: at } }] },
    // The current secret (no expiry) first, then the one a rotation keeps for a while.
    orderBy: [{ expiresAt: { sort: "desc", nulls: "first" } }, { createdAt: "desc" }],
    select: { id: true, sealed: true },
  });
  return Promise.all(rows.map((r) => unseal(r.sealed, r.id)));
}
