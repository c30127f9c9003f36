import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { templates } from "./index";

// One Arabic term per concept (docs/glossary.md): the Arabic UI strings and
// the Arabic notification texts never use a rejected synonym.

const REJECTED: { concept: string; chosen: string; synonyms: RegExp }[] = [
  // مورّد / مقدّم الخدمة / بائع were all in use for "vendor" (docs/glossary.md).
  { concept: "vendor", chosen: "مزوّد", synonyms: /مور[ّ]?د|مقد[ّ]?م[يو]?\s+(ال)?خدم|مقد[ّ]?ميها|بائع/ },
  { concept: "customer", chosen: "عميل", synonyms: /زبون|زبائن/ },
  { concept: "request for quotation", chosen: "طلب عرض سعر", synonyms: /طلب تسعير|طلبات تسعير/ },
  { concept: "deposit", chosen: "عربون", synonyms: /دفعة مقدمة|الدفعة المقدمة|مقدم الحجز/ },
  { concept: "refund", chosen: "استرداد", synonyms: /استرجاع/ },
  { concept: "credit note", chosen: "إشعار دائن", synonyms: /(?<!ال)إشعار الدائن|مذكرة دائنة|إشعارات دائن(?!ة)/ },
  { concept: "event", chosen: "مناسبة", synonyms: /فعالية|فعاليات/ },
];

function strings(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, at ? `${at}.${k}` : k));
  return [];
}

const arabicMessages = strings(JSON.parse(readFileSync(path.join(process.cwd(), "messages/ar.json"), "utf8")));
const arabicTemplates = Object.entries(templates).flatMap(([kind, t]) => strings(t.ar, kind));

describe("Arabic glossary", () => {
  for (const { concept, chosen, synonyms } of REJECTED) {
    it(`"${concept}" is only ever ${chosen} in messages/ar.json and the notification templates`, () => {
      const offending = [...arabicMessages, ...arabicTemplates].filter(([, text]) => synonyms.test(text)).map(([key, text]) => `${key}: ${text}`);
      expect(offending).toEqual([]);
    });
  }

  it("the chosen word for vendor is the one in use", () => {
    expect(arabicMessages.filter(([, text]) => text.includes("مزوّد")).length).toBeGreaterThan(50);
  });
});
