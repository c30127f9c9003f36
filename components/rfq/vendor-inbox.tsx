"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { formatCount } from "@/components/ui/money";
import { VendorGate } from "@/components/shell/vendor-gate";
import { Link } from "@/i18n/navigation";
import { AdminPager } from "@/components/ui/pager";
import { formatDay, formatTime } from "@/components/ui/format";
import { Empty, LoadFailed, Loading, StatusBadge } from "@/components/ui/states";
import type { PlanLimit } from "./types";
import { useApiQuery } from "@/components/ui/use-api";
import { Name } from "@/components/ui/names";
import { Card, CardList, CardMeta, CardTitle } from "@/components/ui/card";
import { Actions, SortLabel } from "@/components/ui/layout";
import "./rfq.css";

// The vendor's RFQ inbox with the plan's monthly receive meter (and the
// quotations sent against the plan's quota), filtered on the server.

const FILTERS = ["all", "new", "viewed", "quoted", "declined", "closed"] as const;

function QuotaMeter({ limit }: { limit: PlanLimit }) {
  const t = useTranslations("rfqs.vendor.quota");
  const locale = useLocale();
  const share = limit.limit ? Math.min(100, Math.round((limit.used_this_month / limit.limit) * 100)) : 0;
  return (
    <div className="card rfq-quota" data-testid="quota-meter">
      <p>
        {limit.limit === null
          ? t("unlimited", { used: formatCount(limit.used_this_month, locale) })
          : t("used", { used: formatCount(limit.used_this_month, locale), limit: formatCount(limit.limit, locale) })}
      </p>
      {limit.limit !== null && (
        <div
          className="vendor-usage__bar rfq-quota__bar"
          role="meter"
          aria-valuemin={0}
          aria-valuemax={limit.limit}
          aria-valuenow={limit.used_this_month}
          aria-label={t("label")}
        >
          <span style={{ inlineSize: `${share}%` }} />
        </div>
      )}
      {limit.quotations && (
        <p>
          {limit.quotations.limit === null
            ? t("quotesUnlimited", { used: formatCount(limit.quotations.used_this_month, locale) })
            : t("quotesUsed", { used: formatCount(limit.quotations.used_this_month, locale), limit: formatCount(limit.quotations.limit, locale) })}
        </p>
      )}
      <p className="form-field__hint">{t("resets", { date: formatDay(limit.resets_at, locale) })}</p>
      {limit.limit !== null && limit.used_this_month >= limit.limit && (
        <p className="notice notice--warning">
          {t("full")} <Link href="/vendor/subscription">{t("upgrade")}</Link>
        </p>
      )}
    </div>
  );
}

function Inbox() {
  const t = useTranslations("rfqs");
  const tq = useTranslations("quotes");
  const locale = useLocale();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>("all");
  const [page, setPage] = useState(1);
  const list = useApiQuery("/vendor/rfqs", { query: { per_page: 25, page, status: filter === "all" ? undefined : filter } }, { poll: 60_000 });
  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadFailed error={list.error} />;
  const rows = list.data.data;
  const meta = list.data.meta;
  return (
    <>
      {meta.plan_limit && <QuotaMeter limit={meta.plan_limit} />}
      <SortLabel>
        <span>{t("filterStatus")}</span>
        <select value={filter} onChange={(e) => (setFilter(e.target.value as typeof filter), setPage(1))} data-testid="inbox-filter">
          {FILTERS.map((f) => (
            <option key={f} value={f}>
              {f === "all" ? t("allStatuses") : t(`vendor.filters.${f}`)}
            </option>
          ))}
        </select>
      </SortLabel>
      {rows.length === 0 ? (
        <Empty text={t("vendor.empty")} href="/vendor/profile" action={t("vendor.emptyAction")} testId="inbox-empty" />
      ) : (
        <CardList data-testid="vendor-inbox">
          {rows.map((r) => (
            <Card as="li" align="start" key={r.id} data-testid="inbox-row" data-unread={r.recipient_status === "sent" || undefined}>
              <CardTitle>
                <Link href={`/vendor/rfqs/${r.id}`} dir="auto">
                  <Name>{r.title}</Name>
                </Link>
              </CardTitle>
              <CardMeta>
                <span>{r.category.name}</span>
                <bdi>{r.customer.name}</bdi>
                <span>{t("neededByShort", { date: formatDay(r.needed_by_date, locale) })}</span>
                <span>{t("vendor.received", { date: formatTime(r.received_at, locale) })}</span>
              </CardMeta>
              <Actions>
                <StatusBadge status={r.recipient_status} label={t(`recipientStatus.${r.recipient_status}`)} />
                {r.my_quote && <StatusBadge status={r.my_quote.status} label={tq(`vendorStatus.${r.my_quote.status}`)} />}
              </Actions>
            </Card>
          ))}
        </CardList>
      )}
      <AdminPager pagination={meta.pagination} page={page} onPage={setPage} />
    </>
  );
}

export function VendorInbox() {
  return <VendorGate>{() => <Inbox />}</VendorGate>;
}
