"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button, LinkButton } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { DataTable } from "@/components/ui/table";
import { Link } from "@/i18n/navigation";
import { useErrorMessage } from "@/components/ui/errors";
import { useDates } from "@/components/ui/format";
import { formatMoney } from "@/components/ui/money";
import { errorOf, useApiQuery } from "@/components/ui/use-api";
import { SERVICE_STATUSES, type ServiceStatus } from "./types";
import { VendorGate } from "@/components/shell/vendor-gate";
import { Name } from "@/components/ui/names";

const PER_PAGE = 20;

/** The vendor's services by status, with a link to create one. */
export function ServicesList() {
  return <VendorGate>{() => <Services />}</VendorGate>;
}

export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  const t = useTranslations("vendorPortal.services.status");
  return <span className={`status-badge status-badge--service-${status}`}>{t(status)}</span>;
}

function Services() {
  const t = useTranslations("vendorPortal.services");
  const locale = useLocale();
  const { date } = useDates();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const [status, setStatus] = useState<ServiceStatus | "">("");
  const [page, setPage] = useState(1);
  const list = useApiQuery("/vendors/me/services", { query: { per_page: PER_PAGE, page, status: status || undefined } });

  const tabs: (ServiceStatus | "")[] = ["", ...SERVICE_STATUSES];
  const res = list.data;
  const pagination = res?.meta.pagination;
  return (
    <div className="vendor-services">
      <p className="form-actions">
        <LinkButton href="/vendor/services/new">{t("new")}</LinkButton>
      </p>
      <div className="vendor-tabs" role="group" aria-label={t("filterLabel")}>
        {tabs.map((s) => (
          <button
            key={s || "all"}
            type="button"
            className={status === s ? "vendor-tab vendor-tab--current" : "vendor-tab"}
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {s ? t(`status.${s}`) : t("all")}
          </button>
        ))}
      </div>
      {list.isPending && <p role="status">{t("loading")}</p>}
      {list.isError && <ErrorText>{errorMessage(errorOf(list.error))}</ErrorText>}
      {res && pagination && (
        <>
          <DataTable
            columns={[t("name"), t("category"), t("priceFrom"), t("packagesCount"), t("statusLabel"), t("updated")]}
            caption={t("caption", { total: pagination.total })}
            busy={list.isFetching}
            testId="services-table"
          >
            {res.data.map((s) => (
              <tr key={s.id}>
                <td>
                  <Link href={`/vendor/services/${s.id}`}>
                    <Name>{s.name}</Name>
                  </Link>
                </td>
                <td>{s.category.name}</td>
                <td>{s.price_from ? formatMoney(s.price_from, locale) : t("quoteOnly")}</td>
                <td>{s.packages.length}</td>
                <td>
                  <ServiceStatusBadge status={s.status} />
                </td>
                <td>{date(s.updated_at)}</td>
              </tr>
            ))}
          </DataTable>
          {res.data.length === 0 && <p className="notice">{status ? t("emptyStatus") : t("empty")}</p>}
          {pagination.total_pages > 1 && (
            <nav className="admin-pagination" aria-label={t("pagination")}>
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t("previous")}
              </Button>
              <span>{t("page", { page, pages: pagination.total_pages })}</span>
              <Button variant="secondary" disabled={page >= pagination.total_pages} onClick={() => setPage(page + 1)}>
                {t("next")}
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
