import { describe, expect, it } from "vitest";
import { notificationKinds } from "../kinds";
import { refundTimeline } from "./bookings-payments";
import { renderNotification, templates, unfilledPlaceholders } from "./index";

const ARABIC = /[\u0600-\u06FF]/;

function sampleParams(kind: (typeof notificationKinds)[number]): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const name of templates[kind].params) values[name] = name === "days_left" ? 3 : name === "method" ? "card" : `<${name}>`;
  return values;
}

describe("notification templates", () => {
  it("every kind has a template (and nothing else does)", () => {
    expect(Object.keys(templates).sort()).toEqual([...notificationKinds].sort());
  });

  for (const kind of notificationKinds) {
    for (const locale of ["ar", "en"] as const) {
      it(`${kind} renders in ${locale} with every placeholder filled`, () => {
        const params = sampleParams(kind);
        const r = renderNotification(kind, locale, params, "https://example.test/x");
        for (const [field, text] of Object.entries(r)) {
          expect(text.trim(), `${field} empty`).not.toBe("");
          expect(unfilledPlaceholders(text), `${kind} ${locale} ${field}`).toEqual([]);
        }
        // Every declared param appears somewhere (in the title, body or email text).
        for (const [name, value] of Object.entries(params)) {
          if (name === "method" || name === "days_left") continue; // shown through derived text
          expect(`${r.title} ${r.body} ${r.text}`).toContain(String(value));
        }
        // Arabic is Arabic; English has no Arabic letters.
        expect(ARABIC.test(r.title)).toBe(locale === "ar");
        // The HTML escapes params and keeps the direction of the language.
        expect(r.html).toContain(locale === "ar" ? 'dir="rtl"' : 'dir="ltr"');
        expect(r.html).not.toMatch(/<(rfq_title|amount|vendor_name|reason)>/);
      });
    }
  }

  it("declares exactly the placeholders its texts use", () => {
    for (const kind of notificationKinds) {
      const t = templates[kind];
      const derived = Object.keys(t.derive?.({ method: "card", days_left: "3" }, "en") ?? {});
      for (const locale of ["ar", "en"] as const) {
        const used = Object.values(t[locale]).flatMap((text) => unfilledPlaceholders(text));
        for (const name of used) expect([...t.params, ...derived], `${kind} ${locale} uses {${name}}`).toContain(name);
      }
    }
  });

  it("a missing param stays visible instead of failing", () => {
    expect(renderNotification("rfq.expired", "en", {}).body).toContain("{rfq_title}");
  });

  it("refunds carry the bank timelines: debit network 3-7 business days, cards 5-14, manual 10", () => {
    expect(renderNotification("refund.processed", "en", { amount: "10.000 KWD", booking_ref: "B1", method: "knet" }).body).toContain("3 to 7 business days");
    expect(renderNotification("refund.processed", "en", { amount: "10.000 KWD", booking_ref: "B1", method: "card" }).body).toContain("5 to 14 business days");
    expect(renderNotification("refund.approved", "ar", { amount: "10.000 د.ك", booking_ref: "B1", method: "manual" }).body).toContain("10 أيام عمل");
    expect(refundTimeline("knet", "ar")).toContain("3 إلى 7");
  });

  it("subscription reminders say 7, 3 and 1 days in both languages", () => {
    const at = (days: number, locale: "ar" | "en") =>
      renderNotification("subscription.renewal_reminder", locale, { plan_name: "Pro", expiry_date: "2026-12-01", days_left: days, amount: "30.000 KWD" }).body;
    expect(at(7, "en")).toContain("7 days");
    expect(at(1, "en")).toContain("1 day,");
    expect(at(3, "ar")).toContain("3 أيام");
    expect(at(1, "ar")).toContain("يوم واحد");
  });
});
