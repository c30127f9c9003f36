import { db, type Tx } from "../../core/db/client";
import { AppError } from "../../core/errors";

/**
 * Spec Authentication 8: an unverified email may sign in but cannot transact
 * (create RFQs, book, pay, publish listings): 403 `AUTH_EMAIL_UNVERIFIED`.
 * An account without an email (phone OTP registration) has no email to
 * verify: its verified phone is the identifier that counts (docs/decisions.md
 * "Transacting without an email"); an unverified one is 403 `AUTH_PHONE_UNVERIFIED`.
 */
export async function requireVerifiedEmail(userId: string, client: Tx = db): Promise<void> {
  const user = await client.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, emailVerifiedAt: true, phoneVerifiedAt: true } });
  if (user.email !== null) {
    if (!user.emailVerifiedAt) throw new AppError("AUTH_EMAIL_UNVERIFIED");
  } else if (!user.phoneVerifiedAt) {
    throw new AppError("AUTH_PHONE_UNVERIFIED");
  }
}

/** Spec Authentication 8: a verified phone before a customer submits an RFQ or a booking: 403 `AUTH_PHONE_UNVERIFIED`. */
export async function requireVerifiedPhone(userId: string, client: Tx = db): Promise<void> {
  const user = await client.user.findUniqueOrThrow({ where: { id: userId }, select: { phoneVerifiedAt: true } });
  if (!user.phoneVerifiedAt) throw new AppError("AUTH_PHONE_UNVERIFIED");
}
