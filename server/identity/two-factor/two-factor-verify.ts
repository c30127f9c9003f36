import { writeAudit } from "../../core/audit";
import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import type { TwoFactorChallenge } from "../../core/db/generated/client";
import { validationFailed } from "../../core/errors";
import type { RequestContext } from "../../core/http/request-context";
import { admitLoginAttempt, LOCK_AFTER_FAILURES, loginKeys, type LoginAttempt } from "../sessions/login-limits";
import { recordSignIn, refuseSuspended, startSession } from "../sessions/sign-in";
import { signInClient, type TokenClient } from "../sessions/token-delivery";
import { useRecoveryCode, useTotpCode } from "./totp";
import { claimOtp } from "../registration/otp";
import { challengeInvalid, liveChallenge, type PendingSignIn } from "./two-factor-challenge";
import { tellOwner } from "./two-factor-record";
import { smsCodeMatches } from "./two-factor-sms";
import { userView } from "../views";

// Completes a sign-in's second step: an authenticator-app code (±1 step, each
// step once), the SMS code from POST /auth/2fa/sms, or a recovery code (each
// once). The same limits as the password (login-limits.ts, on the account's
// own "2fa:" key): 5 tries a minute per account and IP, a wait from the 5th
// failure, locked 15 minutes at the 10th (the owner is told, as of a password
// lock). Success signs in exactly as the
// first step would have: the same audit row, device and token rule.

export type VerifyInput = { challenge_token: string; code?: string; recovery_code?: string };

export async function verifySecondFactor(input: VerifyInput, ctx: RequestContext) {
  const challenge = await liveChallenge(input.challenge_token);
  const attempt = await admitLoginAttempt(loginKeys(`2fa:${challenge.userId}`, ctx.ip));
  try {
    return await checkSecondFactor(input, challenge, attempt, ctx);
  } finally {
    // Refused before the code was judged (a suspended account, an error): not a failure.
    await attempt.release();
  }
}

async function checkSecondFactor(input: VerifyInput, challenge: TwoFactorChallenge, attempt: LoginAttempt, ctx: RequestContext) {
  const user = await db.user.findUniqueOrThrow({ where: { id: challenge.userId } });
  await refuseSuspended(user, ctx);

  let factor: "totp" | "sms" | "recovery" | null = null;
  let smsCodeId: string | null = null;
  if (input.recovery_code) {
    if (await useRecoveryCode(user.id, input.recovery_code)) factor = "recovery";
  } else if (input.code) {
    if (await useTotpCode(user.id, input.code)) factor = "totp";
    else if ((smsCodeId = await smsCodeMatches(user, input.code))) factor = "sms";
  }
  if (!factor) {
    const counted = await attempt.failed();
    await db.$transaction((tx) =>
      writeAudit(tx, { actor: { type: "user", id: user.id }, action: "auth.two_factor.failed", entityType: "user", entityId: user.id, request: ctx }),
    );
    // Locked as a password is (login.ts): the owner hears of it the same way.
    if (counted.accountFailures === LOCK_AFTER_FAILURES) await tellOwner(user.id, "locked");
    throw validationFailed({ [input.recovery_code ? "recovery_code" : "code"]: ["validation.two_factor_code_invalid"] });
  }

  const pending = challenge.pending as PendingSignIn;
  const current = await db.$transaction(async (tx) => {
    const claimed = await tx.twoFactorChallenge.updateMany({ where: { id: challenge.id, consumedAt: null }, data: { consumedAt: now() } });
    if (claimed.count !== 1) throw challengeInvalid();
    if (smsCodeId) await claimOtp(tx, smsCodeId);
    await writeAudit(tx, {
      actor: { type: "user", id: user.id },
      action: "auth.two_factor.passed",
      entityType: "user",
      entityId: user.id,
      diff: { factor },
      request: ctx,
    });
    return recordSignIn(tx, user, ctx, pending.method, challengeInvalid);
  });
  await attempt.succeeded();
  const token = await startSession(user.id, pending.device, ctx);
  const client: TokenClient = signInClient(pending.device);
  return { client, result: { user: userView(current), token, ...(pending.created !== undefined ? { created: pending.created } : {}) } };
}
