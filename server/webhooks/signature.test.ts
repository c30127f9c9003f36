import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { receive, verifySignature } from "./receiver-example";
import { signatureHeader } from "./signature";

// The signature header byte for byte as the spec writes it ("Outbound
// webhooks": `t=<unix_seconds>,v1=<hex HMAC-SHA256 of t + '.' + raw body with
// the endpoint secret>`), checked by a computation written here from that
// text and by the docs' receiver example (receiver-example.ts).

const SECRET = "whsec_test_secret_one";
const OLD = "whsec_test_secret_old";
const BODY = '{"id":"evt_1","type":"booking.confirmed","api_version":"2026-11-27","created_at":"2026-11-27T10:00:00.000Z","data":{"booking_id":"B1"}}';
const AT = new Date("2026-11-27T10:00:00.750Z");
const T = 1795773600; // AT in whole unix seconds

const specHmac = (secret: string, t: number, body: string) =>
  createHmac("sha256", Buffer.from(secret, "utf8"))
    .update(Buffer.from(`${t}.${body}`, "utf8"))
    .digest("hex");

describe("the signature header", () => {
  it("is t=<unix seconds>,v1=<hex HMAC-SHA256 of t.body>, exactly", () => {
    expect(Math.floor(AT.getTime() / 1000)).toBe(T);
    const header = signatureHeader([SECRET], BODY, AT);
    expect(header).toBe(`t=${T},v1=${specHmac(SECRET, T, BODY)}`);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it("signs the raw bytes: a body re-serialized with other spacing, or non-ASCII text changed, no longer verifies", () => {
    const arabic = '{"id":"evt_2","data":{"note":"حفل زفاف"}}';
    const header = signatureHeader([SECRET], arabic, AT);
    expect(header).toBe(`t=${T},v1=${specHmac(SECRET, T, arabic)}`);
    expect(verifySignature(SECRET, arabic, header, T).ok).toBe(true);
    expect(verifySignature(SECRET, JSON.stringify(JSON.parse(arabic), null, 1), header, T).ok).toBe(false);
    expect(verifySignature(SECRET, arabic.replace("زفاف", "خطوبة"), header, T).ok).toBe(false);
  });

  it("during a rotation carries one v1 per active secret, newest first, and a receiver holding either accepts it", () => {
    const header = signatureHeader([SECRET, OLD], BODY, AT);
    expect(header).toBe(`t=${T},v1=${specHmac(SECRET, T, BODY)},v1=${specHmac(OLD, T, BODY)}`);
    expect(verifySignature(SECRET, BODY, header, T).ok).toBe(true);
    expect(verifySignature(OLD, BODY, header, T).ok).toBe(true);
    expect(verifySignature("whsec_someone_else", BODY, header, T)).toEqual({ ok: false, reason: "no signature matches" });
  });
});

describe("the receiver example", () => {
  const headers = (deliveryId: string, signature = signatureHeader([SECRET], BODY, AT)) => ({
    "x-munasabat-signature": signature,
    "x-munasabat-event": "booking.confirmed",
    "x-munasabat-delivery": deliveryId,
  });

  it("refuses a timestamp more than 5 minutes away, either way, and accepts one within", () => {
    const seen = new Set<string>();
    expect(receive(SECRET, headers("D-1"), BODY, seen, T + 300)).toMatchObject({ ok: true, duplicate: false });
    expect(receive(SECRET, headers("D-2"), BODY, seen, T - 300)).toMatchObject({ ok: true });
    expect(receive(SECRET, headers("D-3"), BODY, seen, T + 301)).toEqual({ ok: false, status: 401, reason: "timestamp outside the 5-minute tolerance" });
    expect(receive(SECRET, headers("D-4"), BODY, seen, T - 301)).toMatchObject({ ok: false, status: 401 });
  });

  it("deduplicates on the delivery id: a retry of a handled delivery is acknowledged, not handled again", () => {
    const seen = new Set<string>();
    const handled: string[] = [];
    for (const id of ["D-1", "D-1", "D-2", "D-1"]) {
      const verdict = receive(SECRET, headers(id), BODY, seen, T);
      expect(verdict.ok).toBe(true);
      if (verdict.ok && !verdict.duplicate) handled.push(id);
    }
    expect(handled).toEqual(["D-1", "D-2"]);
  });

  it("refuses a forged or missing signature", () => {
    const seen = new Set<string>();
    const forged = `t=${T},v1=${specHmac("whsec_guess", T, BODY)}`;
    expect(receive(SECRET, headers("D-1", forged), BODY, seen, T)).toMatchObject({ ok: false, status: 401 });
    expect(receive(SECRET, { "x-munasabat-delivery": "D-1" }, BODY, seen, T)).toMatchObject({ ok: false, status: 401, reason: "malformed signature header" });
    expect(seen.size).toBe(0);
  });
});
