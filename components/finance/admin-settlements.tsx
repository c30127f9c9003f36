"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/components/ui/format";
import { ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import { ErrorText } from "@/components/ui/error-text";
import type { ApiData } from "@/components/ui/api-types";
import { showApiErrors, useZodForm } from "@/components/ui/form";
import { apiRequest, errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { formatCount, formatMoney, type Money } from "@/components/ui/money";
import { DocumentButton } from "./document-button";
import { SettlementStatus, TotalCards, kuwaitYesterday } from "./parts";
import { Card, CardList } from "@/components/ui/card";
import { Actions } from "@/components/ui/layout";
import { RowAmount, RowMain, RowMeta } from "@/components/ui/rows";
import "./finance.css";

// Settlements for one day: run the settlement now, then per vendor row the
// net payout, the statement PDF and "Mark paid" with the bank transfer's reference.

// GET /admin/reports/settlements: its OpenAPI schema (SettlementReport) types date and run only, the rest is `unknown`.
type SettlementsReport = ApiData<"/admin/reports/settlements"> & {
  settlements: (ApiData<"/vendors/{id}/settlements">[number] & { vendor: { id: string; name: string; name_en: string } })[];
  totals: Record<"gross_deposits" | "commission" | "net_payout", Money>;
  held_back: { entry_count: number; vendor_share: Money };
};
type Row = SettlementsReport["settlements"][number];

const markPaidForm = z.object({ payout_reference: z.string().trim().min(1).max(100) });

function MarkPaid({ row }: { row: Row }) {
  const t = useTranslations("finance_portal.adminSettlements");
  const mark = useApiMutation("post", "/admin/settlements/{id}/mark-paid", { invalidates: ["reports", "vendors", "home"] });
  const [open, setOpen] = useState(false);
  const form = useZodForm(markPaidForm, { payout_reference: "" });
  const error = form.formState.errors.payout_reference?.message;
  if (row.status === "paid") return null;
  const onSubmit = form.handleSubmit((body) =>
    mark.mutate({ path: { id: row.id }, body }, { onSuccess: () => setOpen(false), onError: (e) => showApiErrors(form, errorOf(e), ["payout_reference"]) }),
  );
  if (!open) {
    return (
      <Button onClick={() => setOpen(true)} data-testid="mark-paid">
        {t("markPaid")}
      </Button>
    );
  }
  return (
    <form className="fin-inline-form" onSubmit={onSubmit} noValidate data-testid="mark-paid-form">
      <label className="form-field">
        <span>{t("payoutReference")}</span>
        <input
          {...form.register("payout_reference")}
          required
          maxLength={100}
          dir="ltr"
          aria-invalid={error ? true : undefined}
          data-testid="payout-reference"
        />
        {error && <ErrorText as="span">{error}</ErrorText>}
      </label>
      <Actions>
        <Button type="submit" disabled={mark.isPending} data-testid="mark-paid-confirm">
          {t("confirm")}
        </Button>
        <Button onClick={() => setOpen(false)}>{t("cancel")}</Button>
      </Actions>
      {!error && <ErrorLine error={mark.error} />}
    </form>
  );
}

function Report({ report }: { report: SettlementsReport }) {
  const t = useTranslations("finance_portal.adminSettlements");
  const locale = useLocale();
  return (
    <>
      <TotalCards
        testId="settlement-totals"
        items={[
          ["gross", t("gross"), formatMoney(report.totals.gross_deposits, locale)],
          ["commission", t("commission"), formatMoney(report.totals.commission, locale)],
          ["net", t("net"), formatMoney(report.totals.net_payout, locale)],
          ["held", t("heldBack", { count: report.held_back.entry_count }), formatMoney(report.held_back.vendor_share, locale)],
        ]}
      />
      {report.run && <p>{t("ranAt", { time: formatTime(report.run.created_at, locale) })}</p>}
      {report.settlements.length === 0 ? (
        <p className="notice" data-testid="settlements-empty">
          {report.run ? t("nothingDue") : t("noRun")}
        </p>
      ) : (
        <CardList data-testid="admin-settlements-list">
          {report.settlements.map((s) => (
            <Card as="li" key={s.id} data-testid="admin-settlement-row" data-vendor={s.vendor.id} data-status={s.status}>
              <RowMain>
                <strong>{locale === "ar" ? s.vendor.name : s.vendor.name_en || s.vendor.name}</strong>
                <RowAmount>{formatMoney(s.net_payout, locale)}</RowAmount>
              </RowMain>
              <RowMeta>
                <bdi dir="ltr">{s.reference}</bdi>
                <span>{t("entries", { count: formatCount(s.entry_count, locale) })}</span>
                <span>
                  {t("gross")}: {formatMoney(s.gross_deposits, locale)}
                </span>
                <span>
                  {t("commission")}: {formatMoney(s.commission, locale)}
                </span>
                <SettlementStatus status={s.status} />
              </RowMeta>
              <RowMeta as="p">
                {s.payout_account ? (
                  <span>
                    {s.payout_account.holder_name} · <bdi dir="ltr">{s.payout_account.iban_masked}</bdi>
                  </span>
                ) : (
                  <ErrorText as="span" alert={false}>
                    {t("noAccount")}
                  </ErrorText>
                )}
                {s.payout_reference && (
                  <span>
                    {t("payoutReference")}: <bdi dir="ltr">{s.payout_reference}</bdi>
                  </span>
                )}
              </RowMeta>
              <Actions>
                <DocumentButton
                  load={(l) => apiRequest("get", "/vendors/{id}/settlements/{settlementId}/statement", { path: { id: s.vendor.id, settlementId: s.id } }, l)}
                  label={t("statement")}
                  testId="admin-settlement-statement"
                />
                <MarkPaid row={s} />
              </Actions>
            </Card>
          ))}
        </CardList>
      )}
    </>
  );
}

export function AdminSettlements() {
  const t = useTranslations("finance_portal.adminSettlements");
  const [date, setDate] = useState(kuwaitYesterday); // what the nightly run settles
  const report = useApiQuery("/admin/reports/settlements", { query: { date } });
  const run = useApiMutation("post", "/admin/settlements/runs", { invalidates: ["reports", "vendors", "home"] });
  // The run answers the day's report itself: shown at once, so a report read still in flight when the run started cannot hide it.
  const ran = run.data?.data as SettlementsReport | undefined;
  const justRun = ran && ran.date === date && !(report.data?.data as SettlementsReport | undefined)?.run ? ran : null;
  return (
    <div className="fin-stack" data-testid="admin-settlements">
      <div className="admin-filters fin-filters">
        <label className="form-field">
          <span>{t("date")}</span>
          <input type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} data-testid="settlement-date" />
        </label>
        <Button loading={run.isPending} onClick={() => run.mutate({ body: { date } })} data-testid="settlement-run">
          {t("run")}
        </Button>
      </div>
      <ErrorLine error={run.error} />
      {justRun ? (
        <Report report={justRun} />
      ) : report.isPending ? (
        <Loading />
      ) : report.isError ? (
        <LoadFailed error={report.error} />
      ) : (
        <Report report={report.data.data as SettlementsReport} />
      )}
    </div>
  );
}
