"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/components/ui/format";
import { DataTable } from "@/components/ui/table";
import { ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import { buildPath, type ApiData } from "@/components/ui/api-types";
import { useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { formatCount, formatMoney } from "@/components/ui/money";
import { FileDownload } from "./file-download";
import { TotalCards, kuwaitYesterday } from "./parts";
import { Actions } from "@/components/ui/layout";
import "./finance.css";

// Reconciliation of our payments and refunds with the gateway's ledger for
// one Kuwait day (default yesterday, what the nightly job covers): run it
// now, read the run's counts and mismatches, export them as CSV or XLSX.

type ReconciliationReport = ApiData<"/admin/reports/reconciliation">;
type ReconciliationRun = NonNullable<ReconciliationReport["run"]>;
type Mismatch = ReconciliationReport["mismatches"][number];

/** The run's export file (not JSON: fetched by FileDownload). */
const exportPath = (runId: string, format: "csv" | "xlsx") => buildPath("/admin/reports/reconciliation/{runId}/export", { path: { runId }, query: { format } });

function RunSummary({ run }: { run: ReconciliationRun }) {
  const t = useTranslations("finance_portal.reconciliation");
  const gateways = useTranslations("payments.driver.names");
  const locale = useLocale();
  // The gateway by the name the payments screens give it, in the page's language.
  const provider = gateways.has(run.provider as "sandbox") ? gateways(run.provider as "sandbox") : run.provider;
  return (
    <section className="fin-stack" data-testid="reconciliation-run" data-status={run.status} data-mismatches={run.mismatch_count}>
      <p>
        {t("ranAt", { time: formatTime(run.created_at, locale), provider })}{" "}
        <span className="badge">
          {t.has(`runStatus.${run.status}` as "runStatus.completed") ? t(`runStatus.${run.status}` as "runStatus.completed") : run.status}
        </span>
      </p>
      <TotalCards
        testId="reconciliation-counts"
        items={[
          ["ours", t("ours"), formatCount(run.our_count, locale)],
          ["provider", t("provider"), formatCount(run.provider_count, locale)],
          ["matched", t("matched"), formatCount(run.matched_count, locale)],
          ["mismatches", t("mismatches"), formatCount(run.mismatch_count, locale)],
        ]}
      />
      <Actions>
        <FileDownload path={exportPath(run.id, "csv")} label={t("exportCsv")} fallbackName={`reconciliation-${run.run_date}.csv`} testId="export-csv" />
        <FileDownload path={exportPath(run.id, "xlsx")} label={t("exportXlsx")} fallbackName={`reconciliation-${run.run_date}.xlsx`} testId="export-xlsx" />
      </Actions>
    </section>
  );
}

function MismatchTable({ rows }: { rows: Mismatch[] }) {
  const t = useTranslations("finance_portal.reconciliation");
  const locale = useLocale();
  const money = (m: Mismatch["our_amount"]) => (m ? formatMoney(m, locale) : "—");
  if (rows.length === 0)
    return (
      <p className="notice fin-ok" data-testid="reconciliation-clean">
        {t("clean")}
      </p>
    );
  return (
    <DataTable
      columns={[t("kind"), t("record"), t("ourAmount"), t("providerAmount"), t("ourStatus"), t("providerStatus")]}
      className="fin-table"
      testId="mismatch-table"
    >
      {rows.map((m) => (
        <tr key={m.id} data-testid="mismatch-row" data-kind={m.kind}>
          <td>{t(`kinds.${m.kind}`)}</td>
          <td>
            {t(`recordType.${m.record_type}`)} <span dir="ltr">{m.record_id ?? m.provider_ref ?? "—"}</span>
          </td>
          <td className="fin-amount">{money(m.our_amount)}</td>
          <td className="fin-amount">{money(m.provider_amount)}</td>
          <td>{m.our_status ?? "—"}</td>
          <td>{m.provider_status ?? "—"}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function Reconciliation() {
  const t = useTranslations("finance_portal.reconciliation");
  const [date, setDate] = useState(kuwaitYesterday);
  const report = useApiQuery("/admin/reports/reconciliation", { query: { date } });
  const run = useApiMutation("post", "/admin/reports/reconciliation/runs", { invalidates: ["home"] });
  return (
    <div className="fin-stack" data-testid="reconciliation">
      <div className="admin-filters fin-filters">
        <label className="form-field">
          <span>{t("date")}</span>
          <input type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} data-testid="reconciliation-date" />
        </label>
        <Button loading={run.isPending} onClick={() => run.mutate({ body: { date } })} data-testid="reconciliation-run-now">
          {t("runNow")}
        </Button>
      </div>
      <ErrorLine error={run.error} />
      {report.isPending ? (
        <Loading />
      ) : report.isError ? (
        <LoadFailed error={report.error} />
      ) : report.data.data.run ? (
        <>
          <RunSummary run={report.data.data.run} />
          <MismatchTable rows={report.data.data.mismatches} />
        </>
      ) : (
        <p className="notice" data-testid="reconciliation-none">
          {t("noRun")}
        </p>
      )}
    </div>
  );
}
