import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { now } from "../../core/clock";
import { testSwitchOn } from "../../core/test-switches";
import { db } from "../../core/db/client";
import { authSecret } from "../sessions/secrets";

// TOTP (RFC 6238: SHA-1, 6 digits, 30 s steps, the authenticator apps'
// defaults) through otpauth. The secret is sealed with AES-256-GCM under a key
// derived from AUTH_SECRET and bound to the user id; it is shown once, while
// the enrollment waits for its first code. A code is accepted one step either
// side of now, and never twice: the last accepted step is stored and only a
// later one passes (a conditional update, so two requests cannot both use it).

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW = 1;
const ISSUER = "Event Marketplace";

async function sealKey(): Promise<Buffer> {
  return Buffer.from(hkdfSync("sha256", await authSecret(), "two-factor", "totp-secret", 32));
}

export async function sealSecret(base32: string, userId: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", await sealKey(), iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export async function unsealSecret(sealed: string, userId: string): Promise<string> {
  const raw = Buffer.from(sealed, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", await sealKey(), raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

function totpFor(base32: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(base32) });
}

/** A new random secret (160 bits, base32). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator app needs: the otpauth:// URI and it as a QR code (SVG data URL), drawn here. */
export async function enrollmentPicture(base32: string, label: string): Promise<{ otpauth_uri: string; qr_code: string }> {
  const uri = totpFor(base32, label).toString();
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { otpauth_uri: uri, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/** The time step of a valid code (±1 step of now), or null. */
export function totpStep(base32: string, code: string): number | null {
  const timestamp = now().getTime();
  const delta = totpFor(base32, "").validate({ token: code, timestamp, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/**
 * Checks a TOTP code against the user's (enabled or pending) secret and spends
 * its step: true only for a valid code of a step later than the last one used.
 */
export async function useTotpCode(userId: string, code: string): Promise<boolean> {
  const row = await db.twoFactor.findUnique({ where: { userId } });
  if (!row || !/^\d{6}$/.test(code)) return false;
  const step = totpStep(await unsealSecret(row.secretSealed, userId), code);
  if (step === null) return false;
  const spent = await db.twoFactor.updateMany({
    where: { userId, OR: [{ lastUsedStep: null }, { lastUsedStep: testSwitchOn("TEST_TOTP_STEP_REUSE") ? { lte: BigInt(step) } : { lt: BigInt(step) } }] },
    data: { lastUsedStep: BigInt(step) },
  });
  return spent.count === 1;
}

// Recovery codes: 10 codes of 10 characters (a-z without look-alikes, 2-9),
// shown once as "xxxxx-xxxxx", stored as HMACs keyed with AUTH_SECRET.
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export async function hashRecoveryCode(code: string): Promise<string> {
  const normalized = code.toLowerCase().replace(/[^a-z0-9]/g, "");
  return createHmac("sha256", await authSecret())
    .update(`recovery:${normalized}`)
    .digest("hex");
}

/** Spends one unused recovery code of the user; true when there was one. */
export async function useRecoveryCode(userId: string, code: string): Promise<boolean> {
  const used = await db.twoFactorRecoveryCode.updateMany({ where: { userId, codeHash: await hashRecoveryCode(code), usedAt: null }, data: { usedAt: now() } });
  return used.count === 1;
}
