"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { AdminPager } from "@/components/ui/pager";
import { DataTable } from "@/components/ui/table";
import { formatTime } from "@/components/ui/format";
import { Empty, ListStates } from "@/components/ui/states";
import { apiRequest, statusOf, useApiQuery } from "@/components/ui/use-api";
import { formatMoney } from "@/components/ui/money";
import { VendorForbidden, VendorGate } from "@/components/shell/vendor-gate";
import { DocumentButton } from "./document-button";
import "./finance.css";

// The vendor's billing history (GET /invoices, owner only): the invoices of
// its subscription payments and the credit notes of their refunds, newest first.

function Billing() {
  const t = useTranslations("finance_portal.billing");
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const list = useApiQuery("/invoices", { query: { page, per_page: 20 } });
  if (list.isError && statusOf(list.error) === 403) return <VendorForbidden what={t("title")} />;
  return (
    <ListStates query={list} empty={<Empty text={t("empty")} href="/vendor/subscription" action={t("emptyAction")} />}>
      {(loaded) => (
        <>
          <DataTable columns={[t("number"), t("date"), t("purpose"), t("amount"), t("document")]} className="fin-table" testId="billing-table">
            {loaded.data.map((doc) => (
              <tr key={doc.id} data-testid="billing-row" data-kind={doc.kind}>
                <td dir="ltr">
                  {doc.number}
                  {doc.kind === "credit_note" && <span className="badge fin-badge">{t("creditNote")}</span>}
                </td>
                <td>{formatTime(doc.issued_at, locale)}</td>
                <td>{t.has(`purposes.${doc.purpose}` as "purposes.subscription") ? t(`purposes.${doc.purpose}` as "purposes.subscription") : doc.purpose}</td>
                <td className="fin-amount">{formatMoney(doc.amount, locale)}</td>
                <td>
                  <DocumentButton
                    load={(locale) => apiRequest("get", "/invoices/{id}", { path: { id: doc.id } }, locale)}
                    label={t("download")}
                    testId="billing-download"
                    variant="primary"
                  />
                </td>
              </tr>
            ))}
          </DataTable>
          <AdminPager pagination={loaded.meta.pagination} page={page} onPage={setPage} />
        </>
      )}
    </ListStates>
  );
}

export function VendorBilling() {
  return <VendorGate>{() => <Billing />}</VendorGate>;
}
