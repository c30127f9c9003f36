import { createHash, randomBytes } from "node:crypto";
import { now } from "../../core/clock";
import type { Tx } from "../../core/db/client";
import type { Prisma } from "../../core/db/generated/client";
import { newId } from "../../core/ids";

// Single-use link tokens: random 256-bit values, stored only as SHA-256, with
// an expiry and a purpose. Consuming is atomic (used_at set once).

export const LINK_LIFETIMES_MS = {
  email_verify: 24 * 3600_000,
  password_reset: 60 * 60_000,
  change_revert: 72 * 3600_000,
} as const;
export type LinkPurpose = keyof typeof LINK_LIFETIMES_MS;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createLinkToken(tx: Tx, userId: string, purpose: LinkPurpose, payload?: Prisma.InputJsonValue): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.verificationToken.create({
    data: {
      id: newId(),
      userId,
      purpose,
      tokenHash: hash(token),
      payload,
      createdAt: now(),
      expiresAt: new Date(now().getTime() + LINK_LIFETIMES_MS[purpose]),
    },
  });
  return token;
}

/** The token's row when it is valid for `purpose`, marking it used; null otherwise. */
export async function consumeLinkToken(tx: Tx, token: string, purpose: LinkPurpose) {
  const row = await tx.verificationToken.findUnique({ where: { tokenHash: hash(token) } });
  if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt <= now()) return null;
  const claimed = await tx.verificationToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now() } });
  return claimed.count === 1 ? row : null;
}
