import { describe, expect, it } from "vitest";
import { notificationKinds } from "../kinds";
import { FSI, PDI, bilingual, resolveParam, type NotificationParam } from "../params";
import { renderNotification, templates } from "./index";

// Every notification kind of the registry (a new kind is covered without
// touching this file), rendered in both languages for a vendor with an
// Arabic name, an Arabic-speaking customer and amounts: each sentence stays
// in its reader's language, every name, amount and code sits in an isolate
// (FSI ... PDI; <bdi> in the HTML email), the currency is the reader's and
// nothing is left unfilled.

const VENDOR = bilingual("قاعة الراية", "Al Raya Hall");
const ARABIC = /[\u0600-\u06FF]/;
const LATIN_WORD = /[A-Za-z]{2,}/;
const ISOLATED_RUN = /\u2068[^\u2068\u2069]*\u2069/g;
/** Params shown through a derived phrase (a timeline, "in 3 days", a hint), not as themselves. */
const SHOWN_DERIVED = new Set(["method", "days_left", "payable", "quote_count"]);

const SAMPLES: Record<string, NotificationParam> = {
  vendor_name: VENDOR,
  sender_name: VENDOR,
  customer_name: "نورة العتيبي",
  holder_name: "محمد الكندري",
  amount: { amount: "1200.000", currency: "KWD" },
  refund: { amount: "120.000", currency: "KWD" },
  charged: { amount: "100.000", currency: "KWD" },
  booking_ref: "BK-7Q2M",
  order_ref: "OR-4K9T",
  reference: "ST-2026-0001",
  payout_reference: "TRX-889",
  rfq_title: "تصوير حفل زفاف",
  event_title: "زفاف سارة",
  task: "حجز القاعة",
  package: bilingual("الباقة الذهبية", "Gold package"),
  plan_name: bilingual("الاحترافية", "Professional"),
  role_name: bilingual("مدير", "Manager"),
  reason: bilingual("المزوّد غير متاح", "The vendor is unavailable"),
  preview: "مرحبا، هل القاعة متاحة؟",
  iban_masked: "KW81 **** 1234",
  host: "hooks.example.com",
  event_date: "2026-12-01",
  expiry_date: "2026-12-01",
  close_date: "2026-12-08",
  deletion_date: "2026-12-31",
  due_date: "2026-11-30",
  deadline: "2026-11-27 18:30",
  starts_at: "2026-12-01 19:00",
  days_left: 3,
  quote_count: 2,
  method: "card",
};

/** A sample for every declared param; a param new to this list gets an Arabic text, the hardest case for English. */
function paramsOf(kind: (typeof notificationKinds)[number]): Record<string, NotificationParam> {
  return Object.fromEntries(templates[kind].params.map((name) => [name, SAMPLES[name] ?? `قيمة ${name}`]));
}

const outsideIsolates = (text: string) => text.replace(ISOLATED_RUN, "");
const isolated = (value: string) => `${FSI}${value}${PDI}`;
/** The value as the reader reads it. */
const shown = (value: NotificationParam, locale: "ar" | "en") => resolveParam(value, locale);

describe("every notification template, in both languages, for a vendor named in Arabic", () => {
  it(`covers every kind of the registry (${notificationKinds.length} templates)`, () => {
    expect(Object.keys(templates).sort()).toEqual([...notificationKinds].sort());
    expect(notificationKinds.length).toBeGreaterThanOrEqual(54);
  });

  for (const kind of notificationKinds) {
    for (const locale of ["ar", "en"] as const) {
      it(`${kind} (${locale})`, () => {
        const params = paramsOf(kind);
        const r = renderNotification(kind, locale, params);
        const texts = { title: r.title, body: r.body, subject: r.subject, text: r.text };
        for (const [field, text] of Object.entries(texts)) {
          // Nothing unfilled: no {placeholder} and no ICU left over.
          expect(text, `${field}: ${text}`).not.toMatch(/[{}]/);
          // Isolates are balanced (a value cannot leave its isolate open).
          expect(text.split(FSI).length, `${field} isolates`).toBe(text.split(PDI).length);
          const rest = outsideIsolates(text);
          expect(rest, `${field} has isolate marks outside runs`).not.toMatch(/[\u2068\u2069]/);
          if (locale === "en") expect(rest, `${field}: Arabic outside isolates`).not.toMatch(ARABIC);
          else expect(rest, `${field}: Latin word outside isolates`).not.toMatch(LATIN_WORD);
        }
        const all = Object.values(texts).join("\n");
        for (const [name, value] of Object.entries(params)) {
          const text = shown(value, locale);
          if (SHOWN_DERIVED.has(name) || /^\d+$/.test(text)) continue;
          // Shown, in the reader's language, and only ever inside an isolate.
          expect(all, `${name} shown isolated`).toContain(isolated(text));
          expect(outsideIsolates(all), `${name} outside an isolate`).not.toContain(text);
        }
        // The reader's currency word and vendor name, never the other language's.
        if ("amount" in params || "refund" in params) {
          expect(all).toContain(locale === "ar" ? "د.ك" : "KWD");
          expect(all).not.toContain(locale === "ar" ? "KWD" : "د.ك");
        }
        if ("vendor_name" in params || "sender_name" in params) expect(all).not.toContain(locale === "ar" ? "Al Raya Hall" : "قاعة الراية");
        // The HTML email: isolates as <bdi>, in the language's direction.
        // (The <title> is plain text, where the isolates themselves do the job.)
        expect(r.html.replace(/<title>.*<\/title>/, "")).not.toMatch(/[\u2068\u2069]/);
        expect(r.html).toContain(locale === "ar" ? 'dir="rtl"' : 'dir="ltr"');
        if ("vendor_name" in params) expect(r.html).toContain(`<bdi>${shown(VENDOR, locale)}</bdi>`);
      });
    }
  }

  it("an English sentence that starts with an Arabic-only name starts with the isolate", () => {
    const r = renderNotification("order.confirmed", "en", { vendor_name: "قاعة الراية", order_ref: "OR-4K9T", starts_at: "2026-12-01 19:00" });
    expect(r.title).toBe(`${isolated("قاعة الراية")} accepted order ${isolated("OR-4K9T")}`);
    expect(r.body.startsWith(FSI)).toBe(true);
    expect(r.body.endsWith(".")).toBe(true);
  });

  it("amounts written in the account's Arabic read in English with KWD (rows stored before money params)", () => {
    for (const kind of notificationKinds) {
      const params = paramsOf(kind);
      if (!("amount" in params)) continue;
      const r = renderNotification(kind, "en", { ...params, amount: "120.000 د.ك" });
      expect(`${r.title} ${r.body}`, kind).toContain(isolated("120.000 KWD"));
      expect(`${r.title} ${r.body}`, kind).not.toContain("د.ك");
    }
    expect(renderNotification("payment.succeeded", "en", { amount: "1,200.000 د.ك", booking_ref: "BK-1" }).title).toBe(
      `Payment of ${isolated("1,200.000 KWD")} received`,
    );
    expect(renderNotification("payment.succeeded", "ar", { amount: "1,200.000 KWD", booking_ref: "BK-1" }).title).toBe(
      `استلمنا دفعتك بقيمة ${isolated("1,200.000 د.ك")}`,
    );
  });

  it("a value cannot break out of its isolate with bidi controls of its own", () => {
    const r = renderNotification("review.invite", "en", { vendor_name: "\u2069\u202Eevil" });
    expect(r.title).toBe(`How did it go with ${isolated("evil")}?`);
  });
});
