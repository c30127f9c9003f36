"use client";

import { useLocale, useTranslations } from "next-intl";
import { intlDateLocale } from "@/components/ui/locale";
import { formatCount } from "@/components/ui/money";
import type { QuotaUsage } from "./types";

/** One quota as a labelled bar: used of limit (or "unlimited"). */
export function UsageBar({ label, used, limit, testId }: { label: string; used: number; limit: number | null; testId?: string }) {
  const t = useTranslations("vendorPortal.usage");
  const locale = useLocale();
  const percent = limit ? Math.min(100, Math.round((used / limit) * 100)) : 0;
  const text =
    limit === null ? t("unlimited", { used: formatCount(used, locale) }) : t("ofLimit", { used: formatCount(used, locale), limit: formatCount(limit, locale) });
  return (
    <div className="vendor-usage" data-testid={testId}>
      <div className="vendor-usage__label">
        <span>{label}</span>
        <span>{text}</span>
      </div>
      {limit !== null && (
        <div
          className={`vendor-usage__bar${percent >= 100 ? " vendor-usage__bar--full" : percent >= 80 ? " vendor-usage__bar--high" : ""}`}
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(used, limit)}
          aria-valuetext={text}
        >
          <span style={{ inlineSize: `${percent}%` }} />
        </div>
      )}
    </div>
  );
}

/** This month's RFQ and quotation usage, and when it resets (Kuwait time). */
export function QuotaBars({ usage }: { usage: QuotaUsage }) {
  const t = useTranslations("vendorPortal.usage");
  const locale = useLocale();
  const resets = new Intl.DateTimeFormat(intlDateLocale(locale), { dateStyle: "long", timeZone: "Asia/Kuwait", calendar: "gregory" }).format(
    new Date(usage.resets_at),
  );
  return (
    <div className="vendor-usage-list">
      <UsageBar label={t("rfqs")} used={usage.rfqs_received} limit={usage.rfq_receive_limit} testId="usage-rfqs" />
      <UsageBar label={t("quotations")} used={usage.quotations_sent} limit={usage.quotation_quota} testId="usage-quotations" />
      <p className="form-field__hint">{t("resets", { date: resets })}</p>
    </div>
  );
}
