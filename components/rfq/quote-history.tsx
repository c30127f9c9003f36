"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/components/ui/money";
import { formatTime } from "@/components/ui/format";
import type { Quote } from "./types";
import "./rfq.css";

// A quotation's negotiation as a thread: every version the vendor sent and
// every counter or re-quote request of the customer, oldest first. `side`
// decides which entries are "mine" (drawn on the start side).

export function QuoteHistory({ quote, side }: { quote: Quote; side: "customer" | "vendor" }) {
  const t = useTranslations("quotes.history");
  const locale = useLocale();
  if (quote.history.length === 0) return null;
  return (
    <ol className="rfq-thread" aria-label={t("label")} data-testid="quote-history">
      {quote.history.map((entry, index) => {
        const fromVendor = entry.type === "version";
        const mine = fromVendor === (side === "vendor");
        return (
          <li key={index} className="rfq-thread__item" data-mine={mine} data-type={entry.type} data-testid="history-entry">
            <p className="rfq-thread__head">
              <strong>
                {entry.type === "version"
                  ? entry.final_offer
                    ? t("finalOffer", { revision: entry.revision })
                    : t("version", { revision: entry.revision })
                  : entry.type === "counter"
                    ? t("counter", { round: entry.round ?? 0 })
                    : t("requote")}
              </strong>{" "}
              <time dateTime={entry.at}>{formatTime(entry.at, locale)}</time>
            </p>
            {entry.total && <p className="rfq-thread__amount">{formatMoney(entry.total, locale)}</p>}
            {entry.proposed_price && <p className="rfq-thread__amount">{t("proposed", { price: formatMoney(entry.proposed_price, locale) })}</p>}
            {entry.message && (
              <p className="rfq-thread__message" dir="auto">
                {entry.message}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
