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
import "@/components/ui/portal.css";
import { Name } from "@/components/ui/names";

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
        <label className="rfq-sort">
          <span>{t("filterStatus")}</span>
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t("allStatuses")}</option>
            {RFQ_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed error={list.error} />
      ) : list.data.data.length === 0 ? (
        <Empty text={status ? t("emptyFiltered") : t("empty")} href="/account/events" action={t("emptyAction")} />
      ) : (
        <ul className="ev-list" data-testid="rfq-list">
          {list.data.data.map((r) => (
            <li key={r.id} className="card ev-card" data-testid="rfq-row">
              <h2 className="ev-card__title">
                <Link href={`/account/rfqs/${r.id}`} dir="auto">
                  <Name>{r.title}</Name>
                </Link>
              </h2>
              <p className="ev-card__meta">
                <span>{r.category.name}</span>
                <span>{t("neededByShort", { date: formatDay(r.needed_by_date, locale) })}</span>
                <span>{t("quoteCount", { count: r.quote_count })}</span>
              </p>
              <StatusBadge status={r.status} label={t(`status.${r.status}`)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function RfqList() {
  return <AccountGate>{() => <List />}</AccountGate>;
}
