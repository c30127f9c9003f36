import { afterEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "@/server/core/config";
import { db } from "@/server/core/db/client";
import { createLogger, setLogger } from "@/server/core/log";
import { money } from "@/server/core/money";
import { registerUser } from "@/server/test/identity";
import { notificationKinds } from "./kinds";
import { notify, type NotifyInput } from "./notify";
import { BILINGUAL_KEYS, MONEY_KEYS, asWritten, bilingual, misshapenParams } from "./params";
import { templates } from "./templates";

// The class-wide guard of ./notify.ts: whatever has an Arabic and an English
// name (vendor, plan, package, role, a reason or task from a list) and every
// amount reaches notify() in a shape the reader's language can be taken from.
// A caller that passes one plain string throws here and in its own tests.

/** Template params that have one form for every reader: what each is. */
const ONE_FORM: Record<string, string> = {
  customer_name: "a person's name, one spelling",
  holder_name: "the account holder's name as entered",
  sender_name: "a vendor (bilingual) or a customer (one spelling): server/conversations/handlers.ts",
  rfq_title: "the request's own stored title",
  event_title: "the customer's event title",
  preview: "the message text",
  booking_ref: "a reference code",
  order_ref: "a reference code",
  reference: "a reference code",
  payout_reference: "a bank reference",
  iban_masked: "a masked IBAN",
  host: "a host name",
  method: "a code (knet, card, manual)",
  event_date: "an ISO date",
  expiry_date: "an ISO date",
  close_date: "an ISO date",
  deletion_date: "an ISO date",
  due_date: "an ISO date",
  deadline: "a Kuwait date and time",
  starts_at: "a Kuwait date and time",
  days_left: "a count",
  quote_count: "a count",
};

const input = (userId: string, params: NotifyInput["params"]): NotifyInput => ({
  userId,
  kind: "review.invite",
  entity: { type: "booking", id: "01BOOKING" },
  params,
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
  setLogger(undefined);
});

describe("notification params that have two forms", () => {
  it("every param a template declares is either shaped (bilingual or money) or listed as having one form", () => {
    const shaped = new Set<string>([...BILINGUAL_KEYS, ...MONEY_KEYS]);
    const unclassified = notificationKinds.flatMap((kind) =>
      templates[kind].params.filter((p) => !shaped.has(p) && !Object.hasOwn(ONE_FORM, p)).map((p) => `${kind}: ${p}`),
    );
    expect(unclassified).toEqual([]);
    for (const key of shaped) expect(ONE_FORM, key).not.toHaveProperty(key);
  });

  it("misshapenParams names each plain string given for a bilingual name or an amount", () => {
    expect(misshapenParams({ vendor_name: "قاعة الراية", amount: "120.000 د.ك", booking_ref: "BK-1", customer_name: "Noura" })).toEqual([
      "vendor_name",
      "amount",
    ]);
    expect(misshapenParams({ plan_name: 3, refund: { amount: "1.000" } })).toEqual(["plan_name", "refund"]);
    const good = {
      vendor_name: bilingual("قاعة الراية", "Al Raya Hall"),
      reason: asWritten("Fully booked"),
      amount: money("120"),
      refund: money("0"),
      rfq_title: "Wedding",
    };
    expect(misshapenParams(good)).toEqual([]);
  });

  for (const key of [...BILINGUAL_KEYS, ...MONEY_KEYS]) {
    it(`notify() refuses a plain string for ${key} outside production, and writes nothing`, async () => {
      const user = await registerUser();
      const params = { [key]: "قاعة الراية" } as NotifyInput["params"];
      await expect(db.$transaction((tx) => notify(tx, input(user.userId, params)))).rejects.toThrow(new RegExp(`${key} must be`));
      expect(await db.notification.count({ where: { userId: user.userId } })).toBe(0);
    });
  }

  it("in production it keeps the notification as given and logs a warning naming the keys", async () => {
    const user = await registerUser();
    const lines: string[] = [];
    setLogger(createLogger({ write: (line: string) => void lines.push(line) }, "warn"));
    vi.stubEnv("NODE_ENV", "production");
    resetConfig();
    const params = { vendor_name: "قاعة الراية" } as unknown as NotifyInput["params"];
    await db.$transaction((tx) => notify(tx, input(user.userId, params)));
    const row = await db.notification.findFirstOrThrow({ where: { userId: user.userId } });
    expect(row.params).toEqual({ vendor_name: "قاعة الراية" });
    expect(lines.map((l) => JSON.parse(l))).toMatchObject([{ level: "warn", kind: "review.invite", keys: ["vendor_name"] }]);
  });

  it("accepts both names, text as written and money", async () => {
    const user = await registerUser();
    await db.$transaction((tx) =>
      notify(tx, input(user.userId, { vendor_name: bilingual("قاعة الراية", "Al Raya Hall"), reason: asWritten("Fully booked"), amount: money("12.5") })),
    );
    const row = await db.notification.findFirstOrThrow({ where: { userId: user.userId } });
    expect(row.params).toEqual({
      vendor_name: { ar: "قاعة الراية", en: "Al Raya Hall" },
      reason: { ar: "Fully booked", en: "Fully booked" },
      amount: { amount: "12.500", currency: "KWD" },
    });
  });
});
