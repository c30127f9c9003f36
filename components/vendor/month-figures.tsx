"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatDay } from "@/components/ui/format";
import { Link } from "@/i18n/navigation";
import type { VendorHome } from "./home-types";
import { formatCount } from "@/components/ui/money";
import "./home.css";

/** This month's figures, one stated period for all of them (the Kuwait month the plan quota counts). */
export function MonthFigures({ period, figures }: Pick<VendorHome, "period" | "figures">) {
  const t = useTranslations("homes.vendor");
  const locale = useLocale();
  const n = (v: number) => formatCount(v, locale);
  const limit = (value: number | null) => (value === null ? t("figures.unlimited") : t("figures.ofLimit", { limit: n(value) }));
  const rows: [string, string, string | null][] = [
    ["rfqs", n(figures.rfqs_received), limit(figures.rfq_receive_limit)],
    ["quotes", n(figures.quotes_sent), limit(figures.quotation_quota)],
    ["bookings", n(figures.bookings_confirmed), null],
    ["views", n(figures.profile_views), null],
  ];
  return (
    <section className="card" aria-labelledby="figures-title">
      <h3 id="figures-title">{t("figuresTitle")}</h3>
      <p className="form-field__hint" data-testid="figures-period">
        {t("period", { from: formatDay(period.from, locale), to: formatDay(period.to, locale) })}
      </p>
      <dl className="vendor-stats" data-testid="vendor-figures">
        {rows.map(([key, value, of]) => (
          <div key={key} data-testid={`figure-${key}`}>
            <dt>{t(`figures.${key as "rfqs"}`)}</dt>
            <dd>
              {value}
              {of && <span className="vendor-figure__of">{of}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <p>
        <Link href="/vendor/subscription">{t("managePlan")}</Link>
      </p>
    </section>
  );
}
