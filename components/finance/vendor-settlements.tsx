"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { AdminPager } from "@/components/ui/pager";
import { DataTable } from "@/components/ui/table";
import { formatDay, formatTime } from "@/components/ui/format";
import { Empty, ListStates } from "@/components/ui/states";
import { apiRequest, statusOf, useApiQuery } from "@/components/ui/use-api";
import { formatMoney } from "@/components/ui/money";
import { VendorForbidden, VendorGate } from "@/components/shell/vendor-gate";
import { DocumentButton } from "./document-button";
import { commissionBaseKey, entryKindKey } from "./ledger-entry-kind";
import { SettlementStatus, TotalCards } from "./parts";
import { Code } from "@/components/ui/names";
import { Card, CardList } from "@/components/ui/card";
import { RowAmount, RowMain, RowMeta } from "@/components/ui/rows";
import "./finance.css";

// The vendor's money with us: the ledger (each paid deposit, order payment or
// tip, its commission and the vendor's share, reversals after refunds) with its totals by status, and
// the settlements that paid the shares out, each with its statement PDF.

/** "0.0500" -> "5", "0.0725" -> "7.25". */

const ratePercent = (rate: string) => String(Number((Number(rate) * 100).toFixed(2)));

function Ledger({ vendorId }: { vendorId: string }) {
  const t = useTranslations("finance_portal.settlements");
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const ledger = useApiQuery("/vendors/{id}/ledger", { path: { id: vendorId }, query: { page } });
  const totals = ledger.data?.meta.totals;
  return (
    <section aria-labelledby="fin-ledger" className="fin-stack">
      <h2 id="fin-ledger">{t("ledger")}</h2>
      {totals && (
        <TotalCards
          testId="ledger-totals"
          items={[
            ["pending", t("totals.pending"), formatMoney(totals.pending, locale)],
            ["frozen", t("totals.frozen"), formatMoney(totals.frozen, locale)],
            ["settled", t("totals.settled"), formatMoney(totals.settled, locale)],
          ]}
        />
      )}
      <ListStates query={ledger} empty={<Empty text={t("ledgerEmpty")} href="/vendor/rfqs" action={t("ledgerEmptyAction")} />}>
        {(loaded) => (
          <>
            <DataTable columns={[t("reference"), t("date"), t("paid"), t("commission"), t("share"), t("status")]} className="fin-table" testId="ledger-table">
              {loaded.data.map((e) => (
                <tr key={e.id} data-testid="ledger-row" data-kind={e.kind} data-status={e.status}>
                  <td>
                    <bdi dir="ltr">{(e.booking ?? e.order)?.reference}</bdi>
                    <span className="badge fin-badge" data-testid="ledger-kind">
                      {t(`entryKind.${entryKindKey(e)}`)}
                    </span>
                  </td>
                  <td>{formatTime(e.created_at, locale)}</td>
                  <td className="fin-amount">{formatMoney(e.deposit, locale)}</td>
                  <td className="fin-amount">
                    {formatMoney(e.commission, locale)}
                    {/* The base beside the rate: 5% of the booking (or order) total, never read as a share of the deposit; a tip has none. */}
                    <small className="fin-base" data-testid="commission-base">
                      {t(commissionBaseKey(e), { rate: ratePercent(e.commission_rate), total: formatMoney(e.booking_total, locale) })}
                    </small>
                  </td>
                  <td className="fin-amount">{formatMoney(e.vendor_share, locale)}</td>
                  <td>{t.has(`entryStatus.${e.status}` as "entryStatus.pending") ? t(`entryStatus.${e.status}` as "entryStatus.pending") : e.status}</td>
                </tr>
              ))}
            </DataTable>
            <AdminPager pagination={loaded.meta.pagination} page={page} onPage={setPage} />
          </>
        )}
      </ListStates>
    </section>
  );
}

function Settlements({ vendorId }: { vendorId: string }) {
  const t = useTranslations("finance_portal.settlements");
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const list = useApiQuery("/vendors/{id}/settlements", { path: { id: vendorId }, query: { page } });
  return (
    <section aria-labelledby="fin-settlements" className="fin-stack">
      <h2 id="fin-settlements">{t("list")}</h2>
      <ListStates query={list} empty={<Empty text={t("listEmpty")} href="/vendor/payout-account" action={t("listEmptyAction")} />}>
        {(loaded) => (
          <>
            <CardList>
              {loaded.data.map((s) => (
                <Card as="li" key={s.id} data-testid="settlement-row" data-status={s.status}>
                  <RowMain>
                    <strong>
                      <Code>{s.reference}</Code>
                    </strong>
                    <RowAmount>{formatMoney(s.net_payout, locale)}</RowAmount>
                  </RowMain>
                  <RowMeta>
                    <span>{formatDay(s.run_date, locale)}</span>
                    <span>{t("entries", { count: s.entry_count })}</span>
                    <span>
                      {t("gross")}: {formatMoney(s.gross_deposits, locale)}
                    </span>
                    <span>
                      {t("settlementCommission")}: {formatMoney(s.commission, locale)}
                    </span>
                    <SettlementStatus status={s.status} />
                    {s.payout_reference && (
                      <span>
                        {t("payoutReference")}: <Code>{s.payout_reference}</Code>
                      </span>
                    )}
                  </RowMeta>
                  <DocumentButton
                    load={(l) => apiRequest("get", "/vendors/{id}/settlements/{settlementId}/statement", { path: { id: vendorId, settlementId: s.id } }, l)}
                    label={t("statement")}
                    testId="settlement-statement"
                  />
                </Card>
              ))}
            </CardList>
            <AdminPager pagination={loaded.meta.pagination} page={page} onPage={setPage} />
          </>
        )}
      </ListStates>
    </section>
  );
}

function Forbidden() {
  const t = useTranslations("finance_portal.settlements");
  return <VendorForbidden what={t("title")} />;
}

function Money({ vendorId }: { vendorId: string }) {
  // One probe decides the page: staff (403) get one refusal instead of two.
  const probe = useApiQuery("/vendors/{id}/settlements", { path: { id: vendorId }, query: { page: 1 } });
  if (probe.isError && statusOf(probe.error) === 403) return <Forbidden />;
  return (
    <div className="fin-stack">
      <Ledger vendorId={vendorId} />
      <Settlements vendorId={vendorId} />
    </div>
  );
}

export function VendorSettlements() {
  return <VendorGate>{(vendor) => <Money vendorId={vendor.id} />}</VendorGate>;
}
