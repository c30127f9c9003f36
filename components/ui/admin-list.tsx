"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import type { ApiData, ApiMeta, ApiParams, ApiPath } from "./api-types";
import { AdminPager, type Pagination } from "./pager";
import { ListStates } from "./states";
import { DataTable } from "./table";
import { useApiQuery } from "./use-api";

// The admin oversight lists (bookings, orders, RFQs, payments, refunds): a
// filter bar with a status select, one page of GET /admin/... through
// useApiQuery, the rows, the pager. Changing a filter goes back to page 1.

/** GET paths that answer a page of items with `meta.pagination`. */
type PagedPath = {
  [P in ApiPath<"get">]: ApiData<P> extends unknown[] ? (ApiMeta<P> extends { pagination: Pagination } ? P : never) : never;
}[ApiPath<"get">];
type QueryOf<P extends PagedPath> = NonNullable<ApiParams<P, "get">["query"]>;
type StatusOf<P extends PagedPath> = QueryOf<P> extends { status?: infer S } ? Extract<NonNullable<S>, string> : never;
type ItemOf<P extends PagedPath> = ApiData<P> extends (infer I)[] ? I : never;

/** Sets a filter and goes back to the first page. */
export type Refilter = <T>(set: (value: T) => void) => (value: T) => void;

/** A labelled select of one filter: "all" (the empty value) first when `all` is given, then each value. */
export function FilterSelect<S extends string>({
  label,
  all,
  values,
  value,
  optionLabel,
  onChange,
  className = "form-field",
  testId,
}: {
  label: string;
  all?: string;
  values: readonly S[];
  value: S | "";
  optionLabel: (value: S) => string;
  onChange: (value: S | "") => void;
  className?: string;
  testId?: string;
}) {
  return (
    <label className={className}>
      <span>{label}</span>
      <select value={value} data-testid={testId} onChange={(e) => onChange(e.target.value as S | "")}>
        {all !== undefined && <option value="">{all}</option>}
        {values.map((v) => (
          <option key={v} value={v}>
            {optionLabel(v)}
          </option>
        ))}
      </select>
    </label>
  );
}

type StatusFilter<S extends string> = {
  label: string;
  all: string;
  values: readonly S[];
  optionLabel: (value: S) => string;
  /** The status the list opens on (a `?status=` the admin home links with). */
  initial?: S | "";
  testId?: string;
};

type AdminListProps<P extends PagedPath> = {
  path: P;
  testId: string;
  status: StatusFilter<StatusOf<P>>;
  /** The other filters' values, sent beside page, per_page and status. */
  query?: Omit<QueryOf<P>, "page" | "per_page" | "status">;
  /** More fields of the filter bar, after the status. */
  filters?: (refilter: Refilter) => ReactNode;
  /** Given: the filter bar is a form (fields read on submit), sent back to page 1. */
  onFilterSubmit?: (form: FormData) => void;
  /** Shown above the filter bar. */
  header?: ReactNode;
  /** Shown between the filter bar and the list. */
  notice?: ReactNode;
  empty: string;
  keepPrevious?: boolean;
} & (
  | { columns: ReactNode[]; tableClassName?: string; row: (item: ItemOf<P>) => ReactNode; items?: undefined }
  /** Not a table: the page's items as the screen lays them out. */
  | { items: (items: ItemOf<P>[]) => ReactNode; columns?: undefined; tableClassName?: undefined; row?: undefined }
);

const PER_PAGE = 25;

export function AdminList<P extends PagedPath>(props: AdminListProps<P>) {
  const { path, testId, status: filter, query, filters, onFilterSubmit, header, notice, empty, keepPrevious } = props;
  const [status, setStatus] = useState<StatusOf<P> | "">(filter.initial ?? "");
  const [page, setPage] = useState(1);
  const params = { query: { page, per_page: PER_PAGE, status: status || undefined, ...query } } as ApiParams<P, "get">;
  const list = useApiQuery(path, params, { keepPrevious }) as {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    data?: { data: ItemOf<P>[]; meta: { pagination: Pagination } };
  };
  const refilter: Refilter = (set) => (value) => (set(value), setPage(1));

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    onFilterSubmit?.(new FormData(e.currentTarget));
    setPage(1);
  }

  const bar = (
    <>
      <FilterSelect
        label={filter.label}
        all={filter.all}
        values={filter.values}
        value={status}
        optionLabel={filter.optionLabel}
        onChange={refilter(setStatus)}
        testId={filter.testId}
      />
      {filters?.(refilter)}
    </>
  );
  return (
    <div data-testid={testId}>
      {header}
      {onFilterSubmit ? (
        <form className="admin-filters" onSubmit={onSubmit}>
          {bar}
        </form>
      ) : (
        <div className="admin-filters">{bar}</div>
      )}
      {notice}
      <ListStates query={list} empty={<p className="notice">{empty}</p>}>
        {(loaded) => (
          <>
            {props.items ? (
              props.items(loaded.data)
            ) : (
              <DataTable columns={props.columns} busy={list.isFetching} className={props.tableClassName}>
                {loaded.data.map(props.row)}
              </DataTable>
            )}
            <AdminPager pagination={loaded.meta.pagination} page={page} onPage={setPage} />
          </>
        )}
      </ListStates>
    </div>
  );
}
