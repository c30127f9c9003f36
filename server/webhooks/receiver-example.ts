import { createHmac, timingSafeEqual } from "node:crypto";

// The receiver example of docs/webhooks.md, written from the spec's text
// alone (it imports nothing of the sender), and used by the tests as a real
// receiver: verify the HMAC over the raw body with any of the signatures,
// refuse a timestamp more than 5 minutes away, deduplicate on the delivery id.

export const TOLERANCE_SECONDS = 5 * 60;

export type Verdict = { ok: true; duplicate: boolean; event: { id: string; type: string; data: unknown } } | { ok: false; status: 400 | 401; reason: string };

/** What the receiver needs to remember: delivery ids it handled (a database table in a real receiver). */
export type SeenStore = { has(id: string): boolean; add(id: string): void };

export function verifySignature(secret: string, rawBody: string, header: string | undefined, nowSeconds: number): { ok: true } | { ok: false; reason: string } {
  let t = NaN;
  const given: string[] = [];
  for (const part of (header ?? "").split(",")) {
    const [key, value] = part.trim().split("=", 2);
    if (key === "t") t = Number(value);
    if (key === "v1" && /^[0-9a-f]{64}$/.test(value ?? "")) given.push(value);
  }
  if (!Number.isInteger(t) || given.length === 0) return { ok: false, reason: "malformed signature header" };
  if (Math.abs(nowSeconds - t) > TOLERANCE_SECONDS) return { ok: false, reason: "timestamp outside the 5-minute tolerance" };
  const expected = createHmac("sha256", secret).update(`${t}.${rawBody}`).digest();
  const matches = given.some((hex) => timingSafeEqual(Buffer.from(hex, "hex"), expected));
  return matches ? { ok: true } : { ok: false, reason: "no signature matches" };
}

/** Handles one request: headers as Node gives them (lower case), the body exactly as received. */
export function receive(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  seen: SeenStore,
  nowSeconds = Math.floor(Date.now() / 1000),
): Verdict {
  const one = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const check = verifySignature(secret, rawBody, one("x-munasabat-signature"), nowSeconds);
  if (!check.ok) return { ok: false, status: 401, reason: check.reason };
  const deliveryId = one("x-munasabat-delivery");
  if (!deliveryId) return { ok: false, status: 400, reason: "no delivery id" };
  const event = JSON.parse(rawBody) as { id: string; type: string; data: unknown };
  // Answer 2xx to a duplicate too: it was handled; the sender stops retrying.
  if (seen.has(deliveryId)) return { ok: true, duplicate: true, event };
  seen.add(deliveryId);
  return { ok: true, duplicate: false, event };
}
