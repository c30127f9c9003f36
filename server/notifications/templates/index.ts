import type { MessageLocale } from "../../messaging/types";
import type { NotificationKind } from "../kinds";
import { isolate, resolveParam, type NotificationParam } from "../params";
import { bookingPaymentTemplates } from "./bookings-payments";
import { financeTemplates } from "./finance";
import { peopleTemplates } from "./people";
import { plannerTemplates } from "./planner";
import { orderTemplates } from "./orders";
import { rfqQuoteTemplates } from "./rfq-quotes";
import type { KindTemplate } from "./types";
import { webhookTemplates } from "./webhooks";

// Server-side notification texts (push, in-app, email), Arabic and English.
// The type makes a kind without a template a compile error; the test renders
// every kind in both languages and fails on an unfilled placeholder.

export const templates: Record<NotificationKind, KindTemplate> = {
  ...rfqQuoteTemplates,
  ...bookingPaymentTemplates,
  ...peopleTemplates,
  ...financeTemplates,
  ...orderTemplates,
  ...webhookTemplates,
  ...plannerTemplates,
};

export type RenderedNotification = { title: string; body: string; subject: string; text: string; html: string };

const PLACEHOLDER = /\{([a-z_][a-z0-9_]*)\}/g;

function fill(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole));
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
/** The HTML email's isolates as <bdi> (what mail clients know best). */
const bdi = (s: string) => s.replace(/\u2068/g, "<bdi>").replace(/\u2069/g, "</bdi>");

const OPEN_LABEL: Record<MessageLocale, string> = { ar: "مشاهدة في حسابك", en: "View in your account" };
const FOOTER: Record<MessageLocale, string> = {
  ar: "تصلك هذه الرسالة حسب تفضيلات الإشعارات في حسابك، ويمكنك تغييرها من صفحة الإشعارات.",
  en: "You receive this per the notification preferences of your account; change them on the notifications page.",
};

function emailHtml(locale: MessageLocale, subject: string, text: string, link: string | undefined): string {
  const dir = locale === "ar" ? "rtl" : "ltr";
  const paragraphs = text
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => `<p style="margin:0 0 12px">${bdi(escapeHtml(line))}</p>`)
    .join("");
  const button = link
    ? `<p style="margin:20px 0"><a href="${escapeHtml(link)}" style="background:#0f766e;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${OPEN_LABEL[locale]}</a></p>`
    : "";
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Tahoma,Arial,sans-serif;line-height:1.6;color:#111;direction:${dir};text-align:start;margin:0;padding:16px"><div style="max-width:600px;margin:0 auto"><h1 style="font-size:20px">${bdi(escapeHtml(subject))}</h1>${paragraphs}${button}<p style="color:#666;font-size:12px">${escapeHtml(FOOTER[locale])}</p></div></body></html>`;
}

/**
 * The texts of one notification in one language. Params are resolved in that
 * language (bilingual names, money, amounts: ../params.ts) and each goes in
 * as an isolate (FSI ... PDI; <bdi> in the HTML email); derived phrases are
 * the reader's language already and isolate the values they carry. A missing
 * param leaves its `{placeholder}` visible rather than failing the delivery.
 */
export function renderNotification(
  kind: NotificationKind,
  locale: MessageLocale,
  params: Record<string, NotificationParam> = {},
  link?: string,
): RenderedNotification {
  const template = templates[kind];
  const plain: Record<string, string> = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, resolveParam(v, locale)]));
  const values: Record<string, string> = Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, isolate(v)]));
  Object.assign(values, template.derive?.(plain, locale) ?? {});
  const t = template[locale];
  const title = fill(t.title, values);
  const body = fill(t.body, values);
  const subject = fill(t.subject ?? t.title, values);
  const mainText = fill(t.text ?? t.body, values);
  const text = link ? `${mainText}\n\n${OPEN_LABEL[locale]}: ${link}\n\n${FOOTER[locale]}` : `${mainText}\n\n${FOOTER[locale]}`;
  return { title, body, subject, text, html: emailHtml(locale, subject, mainText, link) };
}

/** Placeholders left in a rendered text (the test's check). */
export function unfilledPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]);
}
