import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { resetConfig } from "@/server/core/config";
import { signedIn } from "@/server/test/identity";
import { call, type CallOptions } from "@/server/test/http";
import { devOutboxKey } from "./dev-outbox-access";
import { resetMessagingProviders, sendEmail, sendSms, setMessagingProviders } from "../messaging/send";

const ENV_KEYS = ["MAIL_PROVIDER", "SMTP_URL", "SMS_PROVIDER", "SMS_GATEWAY_URL", "SMS_GATEWAY_TOKEN", "PUSH_PROVIDER"] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));

function restoreEnv() {
  for (const k of ENV_KEYS) {
    if (savedEnv[k] === undefined) delete process.env[k];
    else process.env[k] = savedEnv[k];
  }
  resetConfig();
}

beforeEach(() => {
  // The embedded default: log providers for email and SMS.
  for (const k of ENV_KEYS) delete process.env[k];
  resetConfig();
});

afterEach(() => {
  restoreEnv();
  resetMessagingProviders();
});

/** The outbox as its entitled reader sees it: with the outbox key. */
async function readOutbox(opts: CallOptions = {}) {
  return call("/dev/outbox", { ...opts, headers: { "x-outbox-key": await devOutboxKey(), ...opts.headers } });
}

let seq = 0;
const uniqueEmail = () => `guest${Date.now()}${++seq}@example.com`;
const uniquePhone = () => `+9655${String(Date.now() + ++seq).slice(-7)}`;

type Item = { id: string; channel: string; to: string; subject: string | null; body: string; template: string; locale: string; created_at: string };

describe("GET /dev/outbox (log provider active)", () => {
  it("lists what the log provider stored, newest first, filtered by recipient", async () => {
    const clock = freezeClock("2026-03-01T09:00:00.000Z");
    const email = uniqueEmail();
    const phone = uniquePhone();
    await sendEmail({ to: email, subject: "Verify your email", text: "Your code is 111111", template: "otp.email_verify", locale: "en" });
    clock.advance(1000);
    await sendSms({ to: phone, text: "رمز التحقق 222222", template: "otp.phone_verify", locale: "ar" });
    clock.advance(1000);
    await sendEmail({ to: email, subject: "رابط الدخول", text: "https://app.test/login?t=abc", template: "link.login", locale: "ar" });

    const res = await readOutbox({ query: { to: email } });
    expect(res.status).toBe(200);
    const items = res.json.data as Item[];
    expect(items.map((m) => m.body)).toEqual(["https://app.test/login?t=abc", "Your code is 111111"]);
    expect(items[0]).toEqual({
      id: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/),
      channel: "email",
      to: email,
      subject: "رابط الدخول",
      body: "https://app.test/login?t=abc",
      template: "link.login",
      locale: "ar",
      created_at: "2026-03-01T09:00:02.000Z",
    });
    // Nothing about the provider leaks into the payload.
    expect(Object.keys(items[0])).not.toContain("provider");

    // Email addresses match case-insensitively after trimming.
    const upper = await readOutbox({ query: { to: `  ${email.toUpperCase()} ` } });
    expect((upper.json.data as Item[]).map((m) => m.id)).toEqual(items.map((m) => m.id));

    const sms = await readOutbox({ query: { to: phone } });
    expect(sms.json.data).toHaveLength(1);
    expect(sms.json.data[0]).toMatchObject({ channel: "sms", to: phone, subject: null, body: "رمز التحقق 222222", locale: "ar" });
    // `?to=+965...` unencoded arrives as a space: the bare digits still match.
    const lostPlus = await readOutbox({ query: { to: ` ${phone.slice(1)}` } });
    expect(lostPlus.json.data.map((m: Item) => m.to)).toEqual([phone]);

    const nobody = await readOutbox({ query: { to: "nobody@example.com" } });
    expect(nobody.json.data).toEqual([]);
  });

  it("filters by channel and lists everything newest first without filters", async () => {
    // far in the future, so these are the newest rows whatever other tests wrote
    const clock = freezeClock("2099-03-02T09:00:00.000Z");
    const email = uniqueEmail();
    const phone = uniquePhone();
    await sendSms({ to: phone, text: "older sms", template: "otp.phone_verify", locale: "en" });
    clock.advance(1000);
    await sendEmail({ to: email, subject: "s", text: "newer email", template: "otp.email_verify", locale: "en" });

    const all = await readOutbox();
    const times = (all.json.data as Item[]).map((m) => m.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect((all.json.data as Item[])[0].body).toBe("newer email");

    const onlySms = await readOutbox({ query: { channel: "sms" } });
    expect((onlySms.json.data as Item[]).every((m) => m.channel === "sms")).toBe(true);
    expect((onlySms.json.data as Item[]).map((m) => m.body)).toContain("older sms");

    const emailForPhone = await readOutbox({ query: { to: phone, channel: "email" } });
    expect(emailForPhone.json.data).toEqual([]);
  });

  it("paginates with meta.pagination and links", async () => {
    const clock = freezeClock("2026-03-03T09:00:00.000Z");
    const email = uniqueEmail();
    for (let i = 1; i <= 5; i++) {
      await sendEmail({ to: email, subject: `#${i}`, text: `message ${i}`, template: "otp.login", locale: "en" });
      clock.advance(1000);
    }
    const first = await readOutbox({ query: { to: email, per_page: "2" } });
    expect(first.json.meta.pagination).toEqual({ page: 1, per_page: 2, total: 5, total_pages: 3 });
    expect(first.json.data.map((m: Item) => m.body)).toEqual(["message 5", "message 4"]);
    expect(first.json.links.prev).toBeNull();
    expect(first.json.links.next).toContain("page=2");

    const last = await readOutbox({ query: { to: email, per_page: "2", page: "3" } });
    expect(last.json.data.map((m: Item) => m.body)).toEqual(["message 1"]);
    expect(last.json.links.next).toBeNull();
    expect(last.json.links.prev).toContain("page=2");
  });

  it("shows failed deliveries too, so a tester sees what was attempted", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    setMessagingProviders({
      sms: {
        name: "log",
        send: async () => {
          throw new Error("boom");
        },
      },
    });
    const phone = uniquePhone();
    await expect(sendSms({ to: phone, text: "code 999999", template: "otp.phone_verify", locale: "en" })).rejects.toMatchObject({
      code: "OTP_DELIVERY_FAILED",
      status: 502,
    });
    const res = await readOutbox({ query: { to: phone } });
    expect(res.json.data.map((m: Item) => m.body)).toEqual(["code 999999"]);
    warn.mockRestore();
  });

  it("rejects unknown query parameters and bad values with 422", async () => {
    const unknown = await readOutbox({ query: { recipient: "x" }, headers: { "accept-language": "en" } });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.json.error.details)).toEqual(["recipient"]);
    const badChannel = await readOutbox({ query: { channel: "fax" } });
    expect(badChannel.status).toBe(422);
    expect(badChannel.json.error.details.channel).toBeDefined();
  });

  it("serves GET only", async () => {
    const res = await readOutbox({ method: "POST", body: {} });
    expect(res.status).toBe(405);
  });
});

describe("GET /dev/outbox: who may read it", () => {
  it("shows nothing to a guest, a wrong key or an Operations admin; shows the key holder and a Super Admin", async () => {
    const email = uniqueEmail();
    await sendEmail({ to: email, subject: "Reset", text: "https://app.test/reset?t=secret-reset-token", template: "link.password_reset", locale: "en" });
    const operations = await signedIn({ roles: ["admin_operations"] });
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    const refused = [
      await call("/dev/outbox", { query: { to: email } }),
      await call("/dev/outbox", { query: { to: email }, headers: { "x-outbox-key": "guessed" } }),
      await call("/dev/outbox", { query: { to: email }, headers: { authorization: `Bearer ${operations.token}` } }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe("FORBIDDEN");
      expect(JSON.stringify(res.json)).not.toContain("secret-reset-token");
    }
    const asSuper = await call("/dev/outbox", { query: { to: email }, headers: { authorization: `Bearer ${superAdmin.token}` } });
    expect(asSuper.json.data.map((m: Item) => m.body)).toEqual(["https://app.test/reset?t=secret-reset-token"]);
    const withKey = await readOutbox({ query: { to: email } });
    expect(withKey.json.data.map((m: Item) => m.body)).toEqual(["https://app.test/reset?t=secret-reset-token"]);
  });
});

describe("GET /dev/outbox with a real provider configured", () => {
  it.each([
    ["MAIL_PROVIDER=smtp", { MAIL_PROVIDER: "smtp", SMTP_URL: "smtp://127.0.0.1:1" }],
    ["SMS_PROVIDER=http", { SMS_PROVIDER: "http", SMS_GATEWAY_URL: "https://sms.example.test/send", SMS_GATEWAY_TOKEN: "t" }],
    ["PUSH_PROVIDER=fcm", { PUSH_PROVIDER: "fcm" }],
  ])("answers 404 NOT_FOUND exactly like an unknown path (%s)", async (_label, env) => {
    await sendEmail({ to: uniqueEmail(), subject: "s", text: "stored before the switch", template: "otp.login", locale: "en" });
    Object.assign(process.env, env);
    resetConfig();
    try {
      const res = await readOutbox({ headers: { "accept-language": "en" } });
      const unknown = await call("/dev/outbox", { headers: { "accept-language": "en" } });
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe("NOT_FOUND");
      expect({ ...res.json.error, request_id: null }).toEqual({ ...unknown.json.error, request_id: null });
      expect(JSON.stringify(res.json)).not.toContain("stored before the switch");
    } finally {
      restoreEnv();
    }
    const back = await readOutbox();
    expect(back.status).toBe(200);
  });
});
