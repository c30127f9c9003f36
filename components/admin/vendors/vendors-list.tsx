"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import type { FormEvent } from "react";
import { AdminGate } from "@/components/admin/admin-gate";
import type { ApiData } from "@/components/ui/api-types";
import { LinkPager } from "@/components/admin/link-pager";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, statusOf, useApiQuery } from "@/components/ui/use-api";
import { DataTable } from "@/components/ui/table";
import { useErrorMessage } from "@/components/ui/errors";
import { useDates } from "@/components/ui/format";
import { VendorStatusBadge } from "@/components/vendor/labels";
import { Link, usePathname, useRouter } from "@/i18n/navigation";
import { Name } from "@/components/ui/names";

// The vendor approval queue: status tabs (pending review first, oldest
// submission first), a name/slug search, pages. Filters live in the URL.

const TABS = ["pending_review", "approved", "rejected", "suspended", "all"] as const;
type Tab = (typeof TABS)[number];
type Filter = { status: Tab; q: string; page: number };
const PER_PAGE = 20;

function useFilter(): Filter {
  const params = useSearchParams();
  const status = params.get("status") as Tab | null;
  const page = Number(params.get("page"));
  return {
    status: status && (TABS as readonly string[]).includes(status) ? status : "pending_review",
    q: params.get("q") ?? "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function toQuery(f: Filter): Record<string, string> {
  const query: Record<string, string> = {};
  if (f.status !== "pending_review") query.status = f.status;
  if (f.q.trim()) query.q = f.q.trim();
  if (f.page > 1) query.page = String(f.page);
  return query;
}

/** One vendor of the list: name (to its page), owner, categories, city, documents, status and when it applied. */
function VendorRow({ v }: { v: ApiData<"/admin/vendors">[number] }) {
  const t = useTranslations("adminVendors");
  const locale = useLocale();
  const { date } = useDates();
  const separator = locale === "ar" ? "، " : ", ";
  return (
    <tr>
      <td>
        <Link href={`/admin/vendors/${v.id}`}>
          <Name>{v.name}</Name>
        </Link>
        <div className="admin-muted">
          <bdi dir="ltr">{v.slug}</bdi>
        </div>
      </td>
      <td>
        <Name>{v.owner.name}</Name>
        {v.owner.email && (
          <div className="admin-muted">
            <bdi dir="ltr">{v.owner.email}</bdi>
          </div>
        )}
      </td>
      <td>{v.categories.map((c) => c.name).join(separator)}</td>
      <td>{v.city.name}</td>
      <td>{t("table.documentsSummary", { total: v.documents_summary.total, pending: v.documents_summary.pending_review })}</td>
      <td>
        <VendorStatusBadge status={v.status} />
      </td>
      <td>{date(v.submitted_at)}</td>
    </tr>
  );
}

export function VendorsList() {
  const t = useTranslations("adminVendors");
  const tv = useTranslations("vendorPortal.status");
  const router = useRouter();
  const pathname = usePathname();
  const filter = useFilter();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const apiQuery = { status: filter.status, per_page: PER_PAGE, q: filter.q.trim(), page: filter.page > 1 ? filter.page : undefined };
  const list = useApiQuery("/admin/vendors", { query: apiQuery });
  const go = (next: Filter) => router.replace({ pathname, query: toQuery(next) });

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go({ ...filter, q: String(new FormData(event.currentTarget).get("q") ?? ""), page: 1 });
  }

  if (list.isPending) return <p role="status">{t("loading")}</p>;
  const status = statusOf(list.error);
  if (status === 401 || status === 403) return <AdminGate status={status} />;
  const failure = errorOf(list.error);
  const res = list.data;
  const pagination = res?.meta.pagination ?? null;

  return (
    <div className="admin-vendors">
      <nav className="vendor-tabs" aria-label={t("tabsLabel")}>
        {TABS.map((s) => (
          <Link
            key={s}
            href={{ pathname, query: toQuery({ status: s, q: filter.q, page: 1 }) }}
            className={filter.status === s ? "vendor-tab vendor-tab--current" : "vendor-tab"}
            aria-current={filter.status === s ? "page" : undefined}
          >
            {s === "all" ? t("tabs.all") : s === "pending_review" ? t("tabs.queue") : tv(s)}
          </Link>
        ))}
      </nav>
      <form className="admin-filters" role="search" aria-label={t("searchLabel")} onSubmit={onSearch} key={JSON.stringify(apiQuery)}>
        <div className="form-field admin-filters__search">
          <label htmlFor="admin-vendors-q">{t("search")}</label>
          <input id="admin-vendors-q" name="q" type="search" defaultValue={filter.q} placeholder={t("searchHint")} maxLength={100} />
        </div>
        <div className="admin-filters__actions">
          <Button type="submit">{t("searchSubmit")}</Button>
        </div>
      </form>
      {failure && <ErrorText>{errorMessage(failure)}</ErrorText>}
      {res && (
        <>
          <DataTable
            columns={[t("table.name"), t("table.owner"), t("table.categories"), t("table.city"), t("table.documents"), t("table.status"), t("table.submitted")]}
            caption={t("caption", { total: pagination?.total ?? 0 })}
            busy={list.isFetching}
            testId="admin-vendors-table"
          >
            {res.data.map((v) => (
              <VendorRow key={v.id} v={v} />
            ))}
          </DataTable>
          {res.data.length === 0 && <p className="notice">{filter.status === "pending_review" ? t("emptyQueue") : t("empty")}</p>}
          <LinkPager
            pagination={pagination}
            href={(page) => ({ pathname, query: toQuery({ ...filter, page }) })}
            texts={{
              label: t("pagination.label"),
              previous: t("pagination.previous"),
              next: t("pagination.next"),
              page: (page, pages) => t("pagination.page", { page, pages }),
            }}
          />
        </>
      )}
    </div>
  );
}
