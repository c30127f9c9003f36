import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "@/server/core/config";
import { db } from "@/server/core/db/client";
import { isLogMessagingActive, listOutboxMessages, pushProvider, resetMessagingProviders, setMessagingProviders } from "./send";
import { PushTokenInvalidError, type OutgoingPush } from "./types";

const saved = process.env.PUSH_PROVIDER;
beforeEach(() => {
  delete process.env.PUSH_PROVIDER;
  resetConfig();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  if (saved === undefined) delete process.env.PUSH_PROVIDER;
  else process.env.PUSH_PROVIDER = saved;
  resetConfig();
  resetMessagingProviders();
});

let seq = 0;
const push = (over: Partial<OutgoingPush> = {}): OutgoingPush => ({
  token: `tok-${Date.now()}-${++seq}`,
  platform: "android",
  title: "رسالة جديدة",
  body: "لديك رسالة من المورد",
  data: { type: "conversation", entity_id: "c1", notification_id: "n1" },
  template: "message.received",
  locale: "ar",
  ...over,
});

describe("pushProvider()", () => {
  it("is the log provider by default and records each push for the dev outbox", async () => {
    expect(pushProvider().name).toBe("log");
    const m = push();
    const { messageId } = await pushProvider().send(m);
    expect(messageId).toMatch(/^log-/);
    const rows = await db.outboundMessage.findMany({ where: { recipient: m.token } });
    expect(rows).toEqual([
      expect.objectContaining({
        channel: "push",
        subject: "رسالة جديدة",
        body: "لديك رسالة من المورد",
        template: "message.received",
        locale: "ar",
        provider: "log",
        providerMessageId: messageId,
        status: "sent",
      }),
    ]);
    const outbox = await listOutboxMessages({ channel: "push", to: m.token, page: 1, per_page: 10 });
    expect(outbox.items.map((i) => i.channel)).toEqual(["push"]);
  });

  it("PUSH_PROVIDER=fcm selects FCM and closes the dev outbox", () => {
    process.env.PUSH_PROVIDER = "fcm";
    resetConfig();
    expect(pushProvider().name).toBe("fcm");
    expect(isLogMessagingActive()).toBe(false);
  });

  it("records a failure and rethrows the provider's own error (PushTokenInvalidError stays recognisable)", async () => {
    setMessagingProviders({ push: { name: "fcm", send: async () => Promise.reject(new PushTokenInvalidError("UNREGISTERED")) } });
    const m = push();
    await expect(pushProvider().send(m)).rejects.toBeInstanceOf(PushTokenInvalidError);
    const [row] = await db.outboundMessage.findMany({ where: { recipient: m.token } });
    expect(row).toMatchObject({ channel: "push", provider: "fcm", status: "failed", error: expect.stringContaining("UNREGISTERED") });

    resetMessagingProviders();
    expect(pushProvider().name).toBe("log");
  });

  it("writes the row with the caller's transaction when given one", async () => {
    setMessagingProviders({ push: { name: "fcm", send: async () => ({ messageId: "projects/p/messages/1" }) } });
    const m = push();
    await db.$transaction(async (tx) => {
      await pushProvider().send(m, { db: tx });
    });
    const [row] = await db.outboundMessage.findMany({ where: { recipient: m.token } });
    expect(row).toMatchObject({ provider: "fcm", status: "sent", providerMessageId: "projects/p/messages/1" });
  });
});
