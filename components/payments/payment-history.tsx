"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { AccountGate } from "@/components/account/account-gate";
import { AdminPager } from "@/components/ui/pager";
import { formatTime } from "@/components/ui/format";
import { Empty, LoadFailed, Loading } from "@/components/ui/states";
import { useApiQuery } from "@/components/ui/use-api";
import { formatMoney } from "@/components/ui/money";
import { InvoiceButton } from "@/components/finance/invoice-actions";
import { Link } from "@/i18n/navigation";
import { PaymentStatus } from "./payment-status";
import { Card, CardList } from "@/components/ui/card";
import { RowAmount, RowMain, RowMeta } from "@/components/ui/rows";
import "./payments.css";

// The caller's payments (GET /me/payments), newest first, each opening its return page.

function History() {
  const t = useTranslations("payments");
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const list = useApiQuery("/me/payments", { query: { page, per_page: 20 } });
  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadFailed error={list.error} />;
  if (list.data.data.length === 0) return <Empty text={t("history.empty")} href="/account/bookings" action={t("history.emptyAction")} />;
  return (
    <>
      <CardList data-testid="payment-history">
        {list.data.data.map((p) => (
          <Card as="li" key={p.id} data-testid="payment-row" data-status={p.status}>
            <RowMain>
              <strong>{t(`purpose.${p.purpose}`)}</strong>
              <RowAmount>{formatMoney(p.amount, locale)}</RowAmount>
            </RowMain>
            <RowMeta>
              <span>{formatTime(p.created_at, locale)}</span>
              <span>{p.method ? t(`method.${p.method}`) : t("method.none")}</span>
              {p.mismatch?.decision === "pending" ? <span className="badge pay-flag">{t("mismatch.badge")}</span> : <PaymentStatus status={p.status} />}
              <Link href={`/account/payments/${p.id}`}>{t("history.open")}</Link>
              {p.invoice && <InvoiceButton paymentId={p.id} />}
            </RowMeta>
          </Card>
        ))}
      </CardList>
      <AdminPager pagination={list.data.meta.pagination} page={page} onPage={setPage} />
    </>
  );
}

export function PaymentHistory() {
  return <AccountGate>{() => <History />}</AccountGate>;
}
