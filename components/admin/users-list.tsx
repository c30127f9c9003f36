"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import type { FormEvent } from "react";
import type { ApiParams } from "@/components/ui/api-types";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, statusOf, useApiQuery } from "@/components/ui/use-api";
import { DataTable } from "@/components/ui/table";
import { Link, usePathname, useRouter } from "@/i18n/navigation";
import { AdminGate } from "./admin-gate";
import { LinkPager } from "./link-pager";
import { CreateAdminForm } from "./create-admin-form";
import { useErrorMessage } from "@/components/ui/errors";
import { StatusBadge, useRoleLabel } from "./labels";
import { useDates } from "@/components/ui/format";
import { ROLE_CODES, USER_STATUSES } from "./types";
import { Code, Name } from "@/components/ui/names";

const PER_PAGE = 20;
type Filter = { q: string; status: string; role: string; page: number };
type UsersQuery = NonNullable<ApiParams<"/admin/users">["query"]>;

/** Filters live in the URL, so a filtered page can be shared and survives "back" from a user. */
function useFilter(): Filter {
  const params = useSearchParams();
  const page = Number(params.get("page"));
  return {
    q: params.get("q") ?? "",
    status: params.get("status") ?? "",
    role: params.get("role") ?? "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function toQuery(f: Filter): Record<string, string> {
  const query: Record<string, string> = {};
  if (f.q.trim()) query.q = f.q.trim();
  if (f.status) query.status = f.status;
  if (f.role) query.role = f.role;
  if (f.page > 1) query.page = String(f.page);
  return query;
}

/** The search, status and role filters; `onApply` gets the filter to show (from page 1). */
function UserFilters({ filter, formKey, onApply }: { filter: Filter; formKey: string; onApply: (next: Filter) => void }) {
  const t = useTranslations("adminUsers");
  const roleLabel = useRoleLabel();

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onApply({ q: String(form.get("q") ?? ""), status: String(form.get("status") ?? ""), role: String(form.get("role") ?? ""), page: 1 });
  }

  return (
    <form className="admin-filters" role="search" aria-label={t("filters.label")} onSubmit={onSearch} key={formKey}>
      <div className="form-field admin-filters__search">
        <label htmlFor="admin-users-q">{t("filters.search")}</label>
        <input id="admin-users-q" name="q" type="search" defaultValue={filter.q} placeholder={t("filters.searchHint")} maxLength={100} />
      </div>
      <div className="form-field">
        <label htmlFor="admin-users-status">{t("filters.status")}</label>
        <select id="admin-users-status" name="status" defaultValue={filter.status}>
          <option value="">{t("filters.any")}</option>
          {USER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor="admin-users-role">{t("filters.role")}</label>
        <select id="admin-users-role" name="role" defaultValue={filter.role}>
          <option value="">{t("filters.any")}</option>
          {ROLE_CODES.map((r) => (
            <option key={r} value={r}>
              {roleLabel(r)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__actions">
        <Button type="submit">{t("filters.submit")}</Button>
        <Button variant="secondary" onClick={() => onApply({ q: "", status: "", role: "", page: 1 })}>
          {t("filters.clear")}
        </Button>
      </div>
    </form>
  );
}

export function UsersList() {
  const t = useTranslations("adminUsers");
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const filter = useFilter();
  const roleLabel = useRoleLabel();
  const { date } = useDates();
  const errorMessage = useErrorMessage("adminUsers.errors");
  const listSeparator = locale === "ar" ? "، " : ", ";
  const apiQuery = { ...toQuery(filter), per_page: PER_PAGE } as UsersQuery; // the URL's status and role go to the API as given: it checks them
  const list = useApiQuery("/admin/users", { query: apiQuery });

  function go(next: Filter) {
    router.replace({ pathname, query: toQuery(next) });
  }

  if (list.isPending) return <p role="status">{t("loading")}</p>;
  const status = statusOf(list.error);
  if (status === 401 || status === 403) return <AdminGate status={status} />;
  const failure = errorOf(list.error);
  const res = list.data;
  const meta = res?.meta;
  const users = res?.data ?? [];
  const pagination = meta?.pagination ?? null;
  const pageHref = (page: number) => ({ pathname, query: toQuery({ ...filter, page }) });

  return (
    <div className="admin-users">
      <UserFilters filter={filter} formKey={JSON.stringify(apiQuery)} onApply={go} />

      {failure && <ErrorText>{errorMessage(failure)}</ErrorText>}

      {res && meta && (
        <>
          <DataTable
            columns={[t("table.name"), t("table.email"), t("table.phone"), t("table.status"), t("table.roles"), t("table.created")]}
            caption={t("table.caption", { total: pagination?.total ?? 0 })}
            busy={list.isFetching}
            testId="admin-users-table"
          >
            {users.map((u) => (
              <tr key={u.id}>
                <td>
                  <Link href={`/admin/users/${u.id}`}>{u.name ? <Name>{u.name}</Name> : <Code>{u.id}</Code>}</Link>
                </td>
                <td>{u.email ? <bdi dir="ltr">{u.email}</bdi> : t("table.none")}</td>
                <td>{u.phone ? <bdi dir="ltr">{u.phone}</bdi> : t("table.none")}</td>
                <td>
                  <StatusBadge status={u.status} />
                </td>
                <td>{u.roles.length ? u.roles.map(roleLabel).join(listSeparator) : t("table.none")}</td>
                <td>{date(u.created_at)}</td>
              </tr>
            ))}
          </DataTable>
          {users.length === 0 && <p className="notice">{t("table.empty")}</p>}
          <LinkPager
            pagination={pagination}
            href={pageHref}
            texts={{
              label: t("pagination.label"),
              previous: t("pagination.previous"),
              next: t("pagination.next"),
              page: (page, pages) => t("pagination.page", { page, pages }),
            }}
          />
          {meta.actions.create_admin && <CreateAdminForm />}
        </>
      )}
    </div>
  );
}
