"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { AccountGate } from "@/components/account/account-gate";
import { Link } from "@/i18n/navigation";
import { LinkButton } from "@/components/ui/button";
import { formatDay } from "@/components/ui/format";
import { Empty, LoadFailed, Loading, StatusBadge } from "@/components/ui/states";
import { RFQ_STATUSES, rfqStatusOf } from "./types";
import { useApiQuery } from "@/components/ui/use-api";
import { Name } from "@/components/ui/names";
import { Card, CardList, CardMeta, CardTitle } from "@/components/ui/card";
import { SortLabel } from "@/components/ui/layout";
import "./rfq.css";

// The customer's quote requests, newest first, filterable by status.

function List() {
  const t = useTranslations("rfqs");
  const locale = useLocale();
  const [status, setStatus] = useState("");
  const list = useApiQuery("/quotation-requests", { query: { status: rfqStatusOf(status) } });
  return (
    <>
      <div className="rfq-toolbar">
        <LinkButton href="/account/rfqs/new" data-testid="rfq-new">
          {t("new")}
        </LinkButton>
        <SortLabel>
          <span>{t("filterStatus")}</span>
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t("allStatuses")}</option>
            {RFQ_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </SortLabel>
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed error={list.error} />
      ) : list.data.data.length === 0 ? (
        <Empty text={status ? t("emptyFiltered") : t("empty")} href="/account/events" action={t("emptyAction")} />
      ) : (
        <CardList data-testid="rfq-list">
          {list.data.data.map((r) => (
            <Card as="li" align="start" key={r.id} data-testid="rfq-row">
              <CardTitle>
                <Link href={`/account/rfqs/${r.id}`} dir="auto">
                  <Name>{r.title}</Name>
                </Link>
              </CardTitle>
              <CardMeta>
                <span>{r.category.name}</span>
                <span>{t("neededByShort", { date: formatDay(r.needed_by_date, locale) })}</span>
                <span>{t("quoteCount", { count: r.quote_count })}</span>
              </CardMeta>
              <StatusBadge status={r.status} label={t(`status.${r.status}`)} />
            </Card>
          ))}
        </CardList>
      )}
    </>
  );
}

export function RfqList() {
  return <AccountGate>{() => <List />}</AccountGate>;
}
