"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type CSSProperties } from "react";
import { Button } from "@/components/ui/button";
import { formatCount, formatMoney } from "@/components/ui/money";
import { Link } from "@/i18n/navigation";
import { AcceptDialog } from "./accept-dialog";
import { NegotiatePanel } from "./negotiate-panel";
import { RejectForm } from "./reject-form";
import { Empty, LoadFailed, Loading, StatusBadge } from "@/components/ui/states";
import type { CompareQuote } from "./types";
import { useApiQuery } from "@/components/ui/use-api";
import { AttachmentList } from "./attachment-list";
import { FactList } from "@/components/ui/facts";
import { SortLabel } from "@/components/ui/layout";
import "./rfq.css";

// The quotes of one RFQ side by side (GET /quotation-requests/{id}/compare):
// up to 5 columns on wide screens, stacked cards on a phone. Sorted by price
// or rating on the server. Each column opens its negotiation, accept and reject.

const SORTS = ["price", "-price", "-rating", "rating"] as const;
const LIVE = ["submitted", "counter_received"];

function Column({ quote, open }: { quote: CompareQuote; open: boolean }) {
  const t = useTranslations("quotes");
  const locale = useLocale();
  const [panel, setPanel] = useState<"none" | "negotiate" | "accept" | "reject">(open ? "negotiate" : "none");
  const { average, count, new_vendor: isNew } = quote.vendor_rating;
  const days = quote.status === "expired" ? null : (quote.validity_remaining?.days ?? null);
  const live = LIVE.includes(quote.status);
  return (
    <article className="card rfq-col" aria-labelledby={`q-${quote.id}`} data-testid="compare-quote" data-vendor={quote.vendor.slug} data-status={quote.status}>
      <header className="rfq-col__head">
        <h3 id={`q-${quote.id}`}>
          <Link href={`/vendors/${quote.vendor.slug}`} dir="auto">
            {quote.vendor.name}
          </Link>
        </h3>
        <StatusBadge status={quote.status} label={t(`status.${quote.status}`)} />
      </header>
      <p className="rfq-col__total" data-testid="quote-total" data-amount={quote.total.amount}>
        {formatMoney(quote.total, locale)}
      </p>
      {quote.final_offer && <p className="badge">{t("finalOffer")}</p>}
      <FactList tight>
        <div>
          <dt>{t("compare.rating")}</dt>
          <dd>{isNew ? <span className="badge">{t("compare.newVendor")}</span> : t("compare.ratingValue", { rating: (average ?? 0).toFixed(1), count })}</dd>
        </div>
        <div>
          <dt>{t("compare.validity")}</dt>
          <dd>{days === null ? t("compare.expired") : t("compare.daysLeft", { count: days })}</dd>
        </div>
        <div>
          <dt>{t("compare.responseTime")}</dt>
          <dd>{t("compare.hours", { count: Math.round(quote.response_time_hours) })}</dd>
        </div>
        <div>
          <dt>{t("compare.revision")}</dt>
          <dd>{formatCount(quote.revision, locale)}</dd>
        </div>
      </FactList>
      {quote.items.length > 0 && (
        <table className="rfq-items">
          <caption className="visually-hidden">{t("compare.items")}</caption>
          <tbody>
            {quote.items.map((item, i) => (
              <tr key={i}>
                <th scope="row">
                  <bdi>{item.name}</bdi> × {formatCount(item.quantity, locale)}
                </th>
                <td>{formatMoney(item.line_total, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {quote.delivery_notes && (
        <p className="rfq-col__notes" dir="auto" data-user-text="">
          {quote.delivery_notes}
        </p>
      )}
      <AttachmentList attachments={quote.attachments} />
      <div className="rfq-col__actions">
        <Button
          variant="secondary"
          aria-expanded={panel === "negotiate"}
          onClick={() => setPanel(panel === "negotiate" ? "none" : "negotiate")}
          data-testid="open-negotiation"
        >
          {t("compare.negotiate")}
        </Button>
        {live && (
          <>
            <Button onClick={() => setPanel("accept")} data-testid="accept">
              {t("compare.accept")}
            </Button>
            <Button variant="secondary" onClick={() => setPanel("reject")} data-testid="reject">
              {t("compare.reject")}
            </Button>
          </>
        )}
      </div>
      {panel === "negotiate" && <NegotiatePanel quote={quote} validityPassed={quote.validity_remaining === null} />}
      {panel === "reject" && <RejectForm quote={quote} onDone={() => setPanel("none")} />}
      {panel === "accept" && <AcceptDialog quote={quote} onClose={() => setPanel("none")} />}
    </article>
  );
}

type Sort = (typeof SORTS)[number];

/** The RFQ's quotes in `sort` order; `enabled: false` while the page does not show them yet. */
export function useCompare(rfqId: string, sort: Sort, enabled = true) {
  // Another order keeps the quotes on screen until it arrives (the section never falls back to "Loading…").
  return useApiQuery("/quotation-requests/{id}/compare", { path: { id: rfqId }, query: { sort } }, { poll: 30_000, keepPrevious: true, enabled });
}

export function CompareView({ rfqId }: { rfqId: string }) {
  const t = useTranslations("quotes.compare");
  const [sort, setSort] = useState<Sort>("price");
  const compare = useCompare(rfqId, sort);
  if (compare.isPending) return <Loading />;
  if (compare.isError) return <LoadFailed error={compare.error} />;
  const quotes = compare.data.data;
  return (
    <section className="rfq-compare" aria-labelledby="compare-title" data-testid="compare" aria-busy={compare.isFetching} data-sort={sort}>
      <div className="rfq-compare__head">
        <h2 id="compare-title">{t("title")}</h2>
        <SortLabel>
          <span>{t("sort")}</span>
          <select value={sort} onChange={(e) => setSort(e.target.value as typeof sort)} data-testid="compare-sort">
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sorts.${s.replace("-", "desc_")}` as "sorts.price")}
              </option>
            ))}
          </select>
        </SortLabel>
      </div>
      {quotes.length === 0 ? (
        <Empty text={t("empty")} href="/account/rfqs" action={t("backToList")} />
      ) : (
        <div className="rfq-compare__grid" style={{ "--cols": Math.min(quotes.length, 5) } as CSSProperties}>
          {quotes.map((q) => (
            <Column key={q.id} quote={q} open={q.status === "counter_received"} />
          ))}
        </div>
      )}
    </section>
  );
}
