"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import type { FormEvent } from "react";
import { AdminGate } from "@/components/admin/admin-gate";
import { LinkPager } from "@/components/admin/link-pager";
import type { ApiData } from "@/components/ui/api-types";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { DataTable } from "@/components/ui/table";
import { fieldErrors, useErrorMessage } from "@/components/ui/errors";
import { useDates } from "@/components/ui/format";
import { errorOf, statusOf, useApiQuery } from "@/components/ui/use-api";
import { Link, usePathname, useRouter } from "@/i18n/navigation";

// The read-only audit trail (GET /admin/audit-logs, audit.read): people and
// objects by name beside their ids, actions in words (the code underneath);
// filters by person (name or email, or one person's id by clicking a name),
// object type, action (a trailing `.` or `*` matches a prefix), entity and
// dates, kept in the URL so a filtered view can be shared.

const FILTERS = ["actor", "entity_type", "action", "actor_id", "entity_id", "from", "to"] as const;
type FilterKey = (typeof FILTERS)[number];
type Filter = Record<FilterKey, string> & { page: number };
const PER_PAGE = 50;

const actorType = (type: string) => (type === "admin" || type === "user" || type === "system" ? type : "system");

function useFilter(): Filter {
  const params = useSearchParams();
  const page = Number(params.get("page"));
  const filter = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ""])) as Record<FilterKey, string>;
  return { ...filter, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

function toQuery(f: Filter): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of FILTERS) if (f[key].trim()) query[key] = f[key].trim();
  if (f.page > 1) query.page = String(f.page);
  return query;
}

function FilterInput({ name, value, invalid }: { name: FilterKey; value: string; invalid: boolean }) {
  const t = useTranslations("homes.audit");
  const id = `audit-${name}`;
  if (name === "entity_type") {
    const types = Object.keys(ENTITY_TYPES);
    return (
      <select id={id} name={name} defaultValue={value} aria-invalid={invalid || undefined}>
        <option value="">{t("anyType")}</option>
        {types.map((type) => (
          <option key={type} value={type}>
            {t(`entities.${type as "vendor"}`)}
          </option>
        ))}
        {value && !types.includes(value) && <option value={value}>{value}</option>}
      </select>
    );
  }
  return (
    <input
      id={id}
      name={name}
      type={name === "from" || name === "to" ? "date" : "text"}
      dir={name === "actor" ? "auto" : "ltr"}
      defaultValue={value}
      maxLength={100}
      placeholder={name === "action" ? "vendor." : undefined}
      aria-invalid={invalid || undefined}
    />
  );
}

// The object types people filter by (the entity types audit rows are written with; "RFQ" rows show as "rfq").
const ENTITY_TYPES = {
  vendor: 1,
  user: 1,
  booking: 1,
  payment: 1,
  refund: 1,
  settlement: 1,
  review: 1,
  rfq: 1,
  quotation: 1,
  category: 1,
  plan: 1,
  cms_page: 1,
  subscription: 1,
  event: 1,
} as const;

type AuditEntry = ApiData<"/admin/audit-logs">[number];

/** One audit row: when, who (a link that filters by the person, when there is one), what, on which object, why, and the changes. */
function AuditRow({ entry: e, byActor }: { entry: AuditEntry; byActor: { pathname: string; query: Record<string, string> } | null }) {
  const t = useTranslations("adminCatalog.audit");
  const th = useTranslations("homes.audit");
  const { dateTime } = useDates();
  return (
    <tr>
      <td>{dateTime(e.created_at)}</td>
      <td data-testid="audit-actor">
        {byActor ? (
          <Link href={byActor} title={th("byPerson")}>
            <bdi dir="auto">{e.actor.name ?? t(`actorTypes.${actorType(e.actor.type)}`)}</bdi>
          </Link>
        ) : (
          th("system")
        )}
        {e.actor.email && (
          <div className="admin-muted">
            <bdi dir="ltr">{e.actor.email}</bdi>
          </div>
        )}
        {e.actor.id && (
          <div className="admin-muted">
            <bdi dir="ltr">{e.actor.id}</bdi>
          </div>
        )}
      </td>
      <td data-testid="audit-action">
        {e.action_label}
        <div className="admin-muted">
          <code dir="ltr">{e.action}</code>
        </div>
      </td>
      <td data-testid="audit-entity">
        {e.entity_type_label}
        {e.entity_name && (
          <>
            {": "}
            <bdi dir="auto">{e.entity_name}</bdi>
          </>
        )}
        {e.entity_id && (
          <div className="admin-muted">
            <bdi dir="ltr">{e.entity_id}</bdi>
          </div>
        )}
      </td>
      <td>
        {e.reason ? (
          <span dir="auto" data-user-text="">
            {e.reason}
          </span>
        ) : (
          "—"
        )}
      </td>
      <td>
        {e.diff ? (
          <details>
            <summary>{t("show")}</summary>
            <pre dir="ltr" className="admin-audit__diff">
              {JSON.stringify(e.diff, null, 2)}
            </pre>
          </details>
        ) : (
          "—"
        )}
      </td>
    </tr>
  );
}

export function AuditLogs() {
  const t = useTranslations("adminCatalog.audit");
  const th = useTranslations("homes.audit");
  const router = useRouter();
  const pathname = usePathname();
  const filter = useFilter();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const apiQuery = { ...toQuery(filter), per_page: PER_PAGE };
  const list = useApiQuery("/admin/audit-logs", { query: apiQuery });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = Object.fromEntries(FILTERS.map((f) => [f, String(form.get(f) ?? "")])) as Record<FilterKey, string>;
    router.replace({ pathname, query: toQuery({ ...next, page: 1 }) });
  }

  if (list.isPending) return <p role="status">{t("loading")}</p>;
  const status = statusOf(list.error);
  if (status === 401 || status === 403) return <AdminGate status={status} />;
  const failure = errorOf(list.error);
  const errors = fieldErrors(failure);
  const res = list.data;
  const pagination = res?.meta.pagination ?? null;
  const pageHref = (page: number) => ({ pathname, query: toQuery({ ...filter, page }) });

  return (
    <div className="admin-audit">
      <form className="admin-filters" role="search" aria-label={t("filtersLabel")} onSubmit={onSubmit} key={JSON.stringify(apiQuery)}>
        {FILTERS.map((f) => (
          <div key={f} className="form-field">
            <label htmlFor={`audit-${f}`}>{f === "actor" ? th("person") : f === "entity_type" ? th("entityType") : t(`filters.${f}`)}</label>
            <FilterInput name={f} value={filter[f]} invalid={!!errors[f]} />
            {errors[f] && <ErrorText>{errors[f].join(" ")}</ErrorText>}
          </div>
        ))}
        <div className="admin-filters__actions">
          <Button type="submit">{t("apply")}</Button>
          <Button variant="secondary" onClick={() => router.replace({ pathname, query: {} })}>
            {t("clear")}
          </Button>
        </div>
      </form>
      <p className="admin-muted">{t("actionHint")}</p>
      {failure && !Object.keys(errors).length && <ErrorText>{errorMessage(failure)}</ErrorText>}
      {res && (
        <>
          <DataTable
            columns={[t("table.time"), t("table.actor"), t("table.action"), t("table.entity"), t("table.reason"), t("table.changes")]}
            caption={t("caption", { total: pagination?.total ?? 0 })}
            busy={list.isFetching}
            className="admin-audit__table"
            testId="audit-table"
          >
            {res.data.map((e) => (
              <AuditRow key={e.id} entry={e} byActor={e.actor.id ? { pathname, query: toQuery({ ...filter, actor_id: e.actor.id, page: 1 }) } : null} />
            ))}
          </DataTable>
          {res.data.length === 0 && <p className="notice">{t("empty")}</p>}
          <LinkPager
            pagination={pagination}
            href={pageHref}
            texts={{ label: t("pagination"), previous: t("previous"), next: t("next"), page: (page, pages) => t("page", { page, pages }) }}
          />
        </>
      )}
    </div>
  );
}
