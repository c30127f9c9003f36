import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { storedSecret } from "../../core/app-secret";
import { config } from "../../core/config";

// The sandbox gateway signs its webhooks the way the real gateways do: an
// HMAC-SHA256 over the raw body, with the signing time in the header so a
// replay outside the 5-minute window is refused:
//   X-Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC(secret, "<t>.<raw body>")>
// The secret is generated once per installation (app_secrets) unless
// SANDBOX_WEBHOOK_SECRET is set; the sandbox and our webhook endpoint read the same one.

export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";

export async function sandboxWebhookSecret(): Promise<string> {
  return config().SANDBOX_WEBHOOK_SECRET ?? storedSecret("sandbox_webhook_secret", () => randomBytes(32).toString("hex"));
}

const mac = (secret: string, t: number, rawBody: string) => createHmac("sha256", secret).update(`${t}.${rawBody}`).digest("hex");

export function signSandboxBody(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${mac(secret, t, rawBody)}`;
}

/** The signing time when the header's HMAC matches the body, else null (constant-time compare). */
export function verifySandboxSignature(secret: string, rawBody: string, header: string | null): Date | null {
  const parts = Object.fromEntries((header ?? "").split(",").map((p) => p.trim().split("=", 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? "")) return null;
  const expected = Buffer.from(mac(secret, t, rawBody), "hex");
  const given = Buffer.from(parts.v1, "hex");
  return expected.length === given.length && timingSafeEqual(expected, given) ? new Date(t * 1000) : null;
}
