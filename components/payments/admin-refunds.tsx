"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { AdminList } from "@/components/ui/admin-list";
import { CreditNoteButton } from "@/components/finance/invoice-actions";
import { ManualRefund } from "./manual-refund";
import { RefundContext } from "./refund-context";
import { RefundDecision } from "./refund-decision";
import { REFUND_STATUSES, type AdminRefundView } from "./types";
import { Card, CardList } from "@/components/ui/card";
import "./payments.css";

// The refund approval queue (GET /admin/refunds, permission refund.approve):
// each row says whose money, for which booking and vendor, from which payment,
// and which cancellation policy tier set the amount; approve and deny ask for
// confirmation and report the result. A refund in manual processing takes the
// reference of the bank transfer that settled it. `?status=` opens a queue.

type StatusFilter = AdminRefundView["status"] | "";

const initialStatus = (value: string | null): StatusFilter =>
  value === "" || (REFUND_STATUSES as readonly string[]).includes(value ?? "") ? (value as StatusFilter) : "requested";

export function AdminRefunds() {
  const t = useTranslations("payments.refunds");
  const locale = useLocale();
  const params = useSearchParams();
  const [report, setReport] = useState<string | null>(null);
  return (
    <AdminList
      path="/admin/refunds"
      testId="admin-refunds"
      status={{
        label: t("filterStatus"),
        all: t("allStatuses"),
        values: REFUND_STATUSES,
        optionLabel: (s) => t(`status.${s}`),
        initial: initialStatus(params.get("status")),
      }}
      notice={
        <p role="status" className="pay-result" data-testid="refund-result">
          {report}
        </p>
      }
      empty={t("empty")}
      items={(refunds) => (
        <CardList>
          {refunds.map((r) => (
            <Card as="li" key={r.id} data-testid="refund-row" data-status={r.status}>
              <RefundContext refund={r} locale={locale} />
              {r.note && (
                <p>
                  {t("note")}: <bdi dir="auto">{r.note}</bdi>
                </p>
              )}
              <RefundDecision refund={r} onDone={setReport} />
              <ManualRefund refund={r} />
              {r.status === "processed" && <CreditNoteButton refundId={r.id} />}
            </Card>
          ))}
        </CardList>
      )}
    />
  );
}
