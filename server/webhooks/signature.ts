import { createHmac } from "node:crypto";

// The signature header (spec "Outbound webhooks"):
//   X-Munasabat-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
// During a secret rotation both active secrets sign, as Stripe does: one
// v1= per secret, the newest first (`t=...,v1=<new>,v1=<old>`); a receiver
// accepts the body when any v1 matches the secret it holds.

export function hmacHex(secret: string, t: number, rawBody: string): string {
  return createHmac("sha256", secret).update(`${t}.${rawBody}`).digest("hex");
}

export function signatureHeader(secrets: string[], rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return [`t=${t}`, ...secrets.map((s) => `v1=${hmacHex(s, t, rawBody)}`)].join(",");
}
