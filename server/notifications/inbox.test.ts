import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { notify } from "@/server/notifications/notify";
import { isolate } from "@/server/notifications/params";
import { call } from "@/server/test/http";
import { bearer, registerUser } from "@/server/test/identity";

const list = (token: string, query: Record<string, string> = {}, locale: "ar" | "en" = "en") =>
  call("/notifications", { query, headers: bearer(token, locale) });
const read = (token: string, body: unknown = {}) => call("/notifications/read", { method: "POST", body, headers: bearer(token, "en") });

/** n notifications for the user (in one transaction, like an action would write them). */
async function seed(userId: string, n: number): Promise<string[]> {
  return db.$transaction(async (tx) => {
    const ids: string[] = [];
    for (let i = 1; i <= n; i++) {
      ids.push((await notify(tx, { userId, kind: "rfq.expired", entity: { type: "rfq", id: `RFQ${i}` }, params: { rfq_title: `Wedding ${i}` } })).id);
    }
    return ids;
  });
}

describe("GET /notifications", () => {
  it("pages newest first by cursor with the unread count, rendered in the request's language", async () => {
    const user = await registerUser();
    const ids = await seed(user.userId, 5);
    const first = await list(user.token, { limit: "2" });
    expect(first.status).toBe(200);
    expect(first.json.data.map((n: { id: string }) => n.id)).toEqual([ids[4], ids[3]]);
    expect(first.json.data[0]).toEqual({
      id: ids[4],
      kind: "rfq.expired",
      title: `Request for quotation expired: ${isolate("Wedding 5")}`,
      body: `Your request ${isolate("Wedding 5")} has expired. You can send a new one at any time.`,
      entity: { type: "rfq", id: "RFQ5" },
      read_at: null,
      created_at: expect.any(String),
    });
    expect(first.json.meta).toMatchObject({ unread_count: 5, next_cursor: expect.any(String) });

    const second = await list(user.token, { limit: "2", cursor: first.json.meta.next_cursor });
    expect(second.json.data.map((n: { id: string }) => n.id)).toEqual([ids[2], ids[1]]);
    const last = await list(user.token, { limit: "2", cursor: second.json.meta.next_cursor });
    expect(last.json.data.map((n: { id: string }) => n.id)).toEqual([ids[0]]);
    expect(last.json.meta.next_cursor).toBeNull();

    const arabic = await list(user.token, { limit: "1" }, "ar");
    expect(arabic.json.data[0].title).toBe(`انتهت مدة طلب عرض السعر ${isolate("Wedding 5")}`);
  });

  it("defaults to 20, refuses a bad limit or cursor, needs a signed-in caller, and shows only the caller's", async () => {
    const user = await registerUser();
    const other = await registerUser();
    await seed(user.userId, 21);
    await seed(other.userId, 1);
    const page = await list(user.token);
    expect(page.json.data).toHaveLength(20);
    expect(page.json.meta.unread_count).toBe(21);
    expect((await list(other.token)).json.data).toHaveLength(1);
    expect((await list(user.token, { limit: "51" })).status).toBe(422);
    expect((await list(user.token, { limit: "0" })).status).toBe(422);
    expect((await list(user.token, { cursor: "not-a-cursor" })).status).toBe(422);
    expect((await call("/notifications", {})).status).toBe(401);
  });
});

describe("POST /notifications/read", () => {
  it("marks given ids read, ignores other users' and unknown ids, then all (204)", async () => {
    const user = await registerUser();
    const other = await registerUser();
    const ids = await seed(user.userId, 3);
    const [theirs] = await seed(other.userId, 1);

    const some = await read(user.token, { ids: [ids[0], theirs, "01UNKNOWN"] });
    expect(some.status).toBe(204);
    expect((await list(user.token)).json.meta.unread_count).toBe(2);
    expect((await db.notification.findUniqueOrThrow({ where: { id: theirs } })).readAt).toBeNull();
    const marked = (await list(user.token)).json.data.find((n: { id: string }) => n.id === ids[0]);
    expect(marked.read_at).toEqual(expect.any(String));

    expect((await read(user.token)).status).toBe(204);
    expect((await list(user.token)).json.meta.unread_count).toBe(0);
    expect((await list(other.token)).json.meta.unread_count).toBe(1);

    expect((await read(user.token, { ids: "x" })).status).toBe(422);
    expect((await read(user.token, { everything: true })).status).toBe(422);
    expect((await call("/notifications/read", { method: "POST", body: {} })).status).toBe(401);
  });
});

describe("/notifications/preferences", () => {
  it("answers every channel and category with defaults, and PATCH changes only what it names (the same store as PATCH /me)", async () => {
    const user = await registerUser();
    const get = await call("/notifications/preferences", { headers: bearer(user.token, "en") });
    expect(get.status).toBe(200);
    expect(Object.keys(get.json.data)).toEqual(["push", "email", "sms"]);
    expect(get.json.data.push).toMatchObject({ message: true, quote: true, marketing: false });
    expect(get.json.data.sms).toMatchObject({ payment: true, message: false });

    const patch = await call("/notifications/preferences", {
      method: "PATCH",
      body: { email: { marketing: true, booking: false } },
      headers: bearer(user.token, "en"),
    });
    expect(patch.status).toBe(200);
    expect(patch.json.data.email).toMatchObject({ marketing: true, booking: false, message: true });
    expect(patch.json.data.push).toEqual(get.json.data.push);

    const me = await call("/me", { headers: bearer(user.token, "en") });
    expect(me.json.data.notification_preferences.email).toMatchObject({ marketing: true, booking: false });

    // PATCH /me writes the same store.
    await call("/me", { method: "PATCH", body: { notification_preferences: { push: { message: false } } }, headers: bearer(user.token, "en") });
    const after = await call("/notifications/preferences", { headers: bearer(user.token, "en") });
    expect(after.json.data.push.message).toBe(false);
    expect(after.json.data.email.booking).toBe(false);
  });

  it("refuses unknown channels, categories and non-boolean values; needs a signed-in caller", async () => {
    const user = await registerUser();
    const patch = (body: unknown) => call("/notifications/preferences", { method: "PATCH", body, headers: bearer(user.token, "en") });
    expect((await patch({ fax: { message: true } })).status).toBe(422);
    expect((await patch({ push: { gossip: true } })).status).toBe(422);
    expect((await patch({ push: { message: "yes" } })).status).toBe(422);
    expect((await call("/notifications/preferences", {})).status).toBe(401);
  });
});
