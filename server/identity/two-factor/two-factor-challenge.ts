import { randomBytes } from "node:crypto";
import { writeAudit } from "../../core/audit";
import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import type { Prisma, TwoFactorChallenge, User } from "../../core/db/generated/client";
import { validationFailed } from "../../core/errors";
import type { RequestContext } from "../../core/http/request-context";
import { newId } from "../../core/ids";
import type { DeviceInput } from "../sessions/sign-in";
import { hashToken } from "../sessions/tokens";

// The second sign-in step (spec Authentication 11). Every way of signing in
// (password, phone code, social) that has proven its first factor for an
// account with two-factor sign-in on answers a challenge instead of tokens:
// a random token (stored hashed) valid 5 minutes and good for one completed
// sign-in. POST /auth/2fa/verify completes it (two-factor-verify.ts);
// POST /auth/2fa/sms texts a code to the verified phone on the way
// (two-factor-sms.ts).

export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
export type SignInMethod = "password" | "phone_otp" | "social";

/** What the first step would have done on success, kept for the second. */
export type PendingSignIn = { method: SignInMethod; device?: DeviceInput; created?: boolean };

export type ChallengeAnswer = { two_factor_required: true; challenge_token: string; methods: string[]; expires_at: string };

export async function twoFactorEnabled(userId: string): Promise<boolean> {
  const row = await db.twoFactor.findUnique({ where: { userId }, select: { enabledAt: true } });
  return !!row?.enabledAt;
}

export function secondFactorMethods(user: Pick<User, "phone" | "phoneVerifiedAt">): string[] {
  return ["totp", ...(user.phone && user.phoneVerifiedAt ? ["sms"] : []), "recovery"];
}

/** Opens the challenge of a sign-in whose first factor is proven (audited). */
export async function openChallenge(
  user: Pick<User, "id" | "phone" | "phoneVerifiedAt">,
  pending: PendingSignIn,
  ctx: RequestContext,
): Promise<ChallengeAnswer> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now().getTime() + CHALLENGE_LIFETIME_MS);
  await db.$transaction(async (tx) => {
    await tx.twoFactorChallenge.create({
      data: { id: newId(), userId: user.id, tokenHash: hashToken(token), pending: pending as Prisma.InputJsonValue, expiresAt, createdAt: now() },
    });
    await writeAudit(tx, {
      actor: { type: "user", id: user.id },
      action: "auth.two_factor.challenged",
      entityType: "user",
      entityId: user.id,
      diff: { method: pending.method },
      request: ctx,
    });
  });
  return { two_factor_required: true, challenge_token: token, methods: secondFactorMethods(user), expires_at: expiresAt.toISOString() };
}

export const challengeInvalid = () => validationFailed({ challenge_token: ["validation.two_factor_challenge_invalid"] });

/** The live (unused, unexpired) challenge of this token, or 422 on `challenge_token`. */
export async function liveChallenge(token: string): Promise<TwoFactorChallenge> {
  const row = await db.twoFactorChallenge.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.consumedAt || row.expiresAt <= now()) throw challengeInvalid();
  return row;
}
