import { writeAudit } from "../../core/audit";
import { db, type Tx } from "../../core/db/client";
import type { User } from "../../core/db/generated/client";
import { AppError } from "../../core/errors";
import type { RequestContext } from "../../core/http/request-context";
import { accountMachine, cancelDeletionMove } from "../state-machine";
import { sessionDeviceName } from "./device-name";
import { cityForIp } from "../geoip";
import { openSession } from "./session";
import { issueTokens, type TokenPair } from "./tokens";

// What every way of signing in (password, phone code, social) shares once the
// credentials are proven: refusing suspended accounts, cancelling a pending
// deletion, the audit row, and the new session with its tokens.

export type DeviceInput = { name?: string; platform: string; app_version?: string };

/** A suspended account may not sign in: 403 (after the right credentials only), audited. */
export async function refuseSuspended(user: Pick<User, "id" | "status">, ctx: RequestContext): Promise<void> {
  if (user.status !== "suspended") return;
  await db.$transaction((tx) =>
    writeAudit(tx, { actor: { type: "user", id: user.id }, action: "auth.login.blocked_suspended", entityType: "user", entityId: user.id, request: ctx }),
  );
  throw new AppError("FORBIDDEN", { message: { en: "This account is suspended.", ar: "هذا الحساب موقوف." } });
}

/**
 * Audits a successful sign-in. Within the deletion grace period it cancels
 * the request, but only while it is still pending: when the anonymization
 * job got there first, `lostRace` is thrown. Returns the user as it is now.
 */
export async function recordSignIn(tx: Tx, user: User, ctx: RequestContext, method: string, lostRace: () => AppError): Promise<User> {
  const actor = { type: "user" as const, id: user.id };
  let current = user;
  if (user.status === "deletion_requested") {
    const cancelled = await accountMachine.tryMove(tx, user, cancelDeletionMove(user), {
      data: { deletionRequestedAt: null },
      audit: { actor, action: "account.deletion_cancelled", request: ctx },
    });
    if (!cancelled) throw lostRace();
    current = await tx.user.findUniqueOrThrow({ where: { id: user.id } });
  }
  await writeAudit(tx, { actor, action: "auth.login.succeeded", entityType: "user", entityId: user.id, diff: { method }, request: ctx });
  return current;
}

/**
 * Opens a session for the device and issues its first token pair. Web
 * sessions are named from the User-Agent ("Chrome · Windows"); an API client
 * that sent no `device` has no platform. The city comes from the client IP
 * (GEOIP_PROVIDER).
 */
export async function startSession(userId: string, device: DeviceInput | undefined, ctx: RequestContext): Promise<TokenPair> {
  const platform = device?.platform ?? null;
  const session = await openSession(userId, {
    deviceName: sessionDeviceName(platform, device?.name, ctx.userAgent),
    platform,
    appVersion: device?.app_version ?? null,
    ip: ctx.ip,
    city: await cityForIp(ctx.ip),
  });
  return issueTokens(session);
}
