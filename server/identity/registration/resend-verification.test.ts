import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";
import { registerUser, signedIn, uniqueEmail } from "@/server/test/identity";

// The "Resend" of the check-your-email step after registration.

const resend = (email: string) => call("/auth/email/verify/resend", { method: "POST", body: { email }, headers: { "accept-language": "en" } });
const mails = (email: string) =>
  db.outboundMessage.findMany({ where: { recipient: email, template: "verify_email" }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

describe("POST /auth/email/verify/resend", () => {
  it("sends a fresh link that verifies the email, then refuses a second send within the minute", async () => {
    const { email } = await registerUser({ email: uniqueEmail("resend") });
    const res = await resend(email);
    expect([res.status, res.json.data]).toEqual([202, { sent: true }]);
    const sent = await mails(email);
    expect(sent).toHaveLength(2); // the registration's and the resent one
    const token = sent[1].body.match(/token=([A-Za-z0-9_-]+)/)![1];
    expect((await call("/auth/email/verify", { method: "POST", body: { token } })).status).toBe(200);

    const again = await resend(email);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("answers unknown and already verified addresses the same, sending nothing", async () => {
    const unknown = uniqueEmail("nobody");
    const verified = await signedIn();
    for (const email of [unknown, verified.email]) {
      const res = await resend(email);
      expect([res.status, res.json.data]).toEqual([202, { sent: true }]);
      expect(await mails(email)).toHaveLength(0);
    }
  });

  it("validates the address", async () => {
    const res = await resend("not-an-email");
    expect(res.status).toBe(422);
    expect(res.json.error.details.email).toBeDefined();
  });
});
