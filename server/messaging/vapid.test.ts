import webpush from "web-push";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "../core/db/client";
import { resetConfig } from "../core/config";
import { vapidDetails, vapidPublicKey } from "./vapid";

// The VAPID identity: the configured pair when set, else one generated once and kept in app_secrets.

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
});

const env = (vars: Record<string, string>) => {
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
  resetConfig();
};

describe("VAPID keys", () => {
  it("the embedded default generates a pair once and keeps it in the database", async () => {
    env({ VAPID_PUBLIC_KEY: "", VAPID_PRIVATE_KEY: "", VAPID_SUBJECT: "", MAIL_FROM: "Munasabat <no-reply@example.kw>" });
    const first = await vapidDetails();
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    expect(first.subject).toBe("mailto:no-reply@example.kw");
    expect(await vapidDetails()).toEqual(first);
    const stored = await db.appSecret.findUniqueOrThrow({ where: { key: "vapid_keys" } });
    expect(JSON.parse(stored.value)).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
  });

  it("uses the configured pair and subject; half a pair is refused", async () => {
    const pair = webpush.generateVAPIDKeys();
    env({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: "https://souq-events.kw/contact" });
    expect(await vapidDetails()).toEqual({ subject: "https://souq-events.kw/contact", ...pair });
    expect(await vapidPublicKey()).toBe(pair.publicKey);
    env({ VAPID_PRIVATE_KEY: "" });
    await expect(vapidDetails()).rejects.toThrow(/together/);
  });
});
