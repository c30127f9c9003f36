import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "@/server/core/config";
import { db } from "@/server/core/db/client";
import { bookedRfq } from "@/server/test/bookings";
import { call } from "@/server/test/http";
import { TEST_PASSWORD, auth, uniqueEmail } from "@/server/test/identity";
import { depositBody } from "@/server/test/payment-api";

// The hosted page and the return page are on the origin the payer is browsing
// (their sign-in cookie lives there) unless APP_URL names the one origin;
// a Host the client made up never gets a link (server/core/app-url.ts).

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
});

async function payFrom(headers: Record<string, string>) {
  const { buyer, bookingId } = await bookedRfq();
  const res = await call("/payments", {
    method: "POST",
    headers: { ...auth(buyer.token, "en"), "Idempotency-Key": randomUUID(), ...headers },
    body: depositBody(bookingId, "/en/account/bookings"),
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const row = await db.payment.findUniqueOrThrow({ where: { id: res.json.data.id } });
  return { paymentUrl: new URL(res.json.data.payment_url as string), returnUrl: row.returnUrl };
}

describe("payment links follow the request's origin", () => {
  it("browsing 127.0.0.1: the sandbox page and the return page are on 127.0.0.1, not localhost", async () => {
    const { paymentUrl, returnUrl } = await payFrom({ host: "127.0.0.1:4123" });
    expect(paymentUrl.origin).toBe("http://127.0.0.1:4123");
    expect(paymentUrl.pathname).toMatch(/^\/en\/sandbox-pay\/sbx_/);
    expect(returnUrl).toBe("http://127.0.0.1:4123/en/account/bookings");
  });

  it("behind a trusted proxy: the proto and host it forwarded", async () => {
    vi.stubEnv("TRUST_PROXY", "1");
    resetConfig();
    const { paymentUrl } = await payFrom({ host: "app:3000", "x-forwarded-host": "127.0.0.1:8443", "x-forwarded-proto": "https" });
    expect(paymentUrl.origin).toBe("https://127.0.0.1:8443");
  });

  it("a Host that is not this server's falls back to the default origin", async () => {
    const { paymentUrl, returnUrl } = await payFrom({ host: "evil.example" });
    expect(paymentUrl.origin).toMatch(/^http:\/\/localhost:\d+$/);
    expect(returnUrl).toMatch(/^http:\/\/localhost:\d+\/en\/account\/bookings$/);
  });

  it("with APP_URL set, APP_URL whatever the request's host", async () => {
    vi.stubEnv("APP_URL", "https://souq.example.kw");
    resetConfig();
    const { paymentUrl, returnUrl } = await payFrom({ host: "127.0.0.1:4123" });
    expect(paymentUrl.origin).toBe("https://souq.example.kw");
    expect(returnUrl).toBe("https://souq.example.kw/en/account/bookings");
  });

  it("an email link made while answering (the verification link) is on the origin the person registered from", async () => {
    const email = uniqueEmail();
    const body = {
      first_name: "نورة",
      last_name: "Al-Mutairi",
      email,
      password: TEST_PASSWORD,
      preferred_locale: "en",
      terms_accepted: true,
      terms_version: "2026-01",
    };
    const res = await call("/auth/register", { method: "POST", headers: { host: "127.0.0.1:4123" }, body });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const mail = await db.outboundMessage.findFirstOrThrow({ where: { recipient: email, template: "verify_email" } });
    expect(mail.body).toContain("http://127.0.0.1:4123/en/verify-email?token=");
  });
});
