"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { SaveFooter } from "@/components/admin/fields";
import { AdminQueryFailure } from "@/components/admin/query-failure";
import { RankingSection } from "@/components/admin/search/ranking-settings";
import { api, type ApiError } from "@/components/ui/api-client";
import { DataTable } from "@/components/ui/table";
import { fieldErrors, useErrorMessage } from "@/components/ui/errors";
import { Field } from "@/components/ui/fields";
import { useDates } from "@/components/ui/format";
import { formatCount } from "@/components/ui/money";
import type { Pagination } from "@/components/ui/pager";

// Search administration for Content admins: the synonym dictionary (one line
// per group, terms separated by commas), the zero-result report, the
// featured-vendor settings and (Super Admin only) the ranking constant. Each
// section loads under the caller's own permissions, so a section the caller
// may not use says so on its own.

type Dictionary = { groups: Array<{ terms: string[] }> };
type ZeroResultRow = { query: string; normalized_query: string; week_start: string; count: number; last_seen_at: string; locale: "ar" | "en" };
type FeaturedSettings = { slots_per_category: number; rotation_hours: number };

export function SearchAdmin() {
  const t = useTranslations("adminSearch");
  return (
    <div className="admin-search">
      <section className="card admin-card" aria-labelledby="synonyms-title">
        <h2 id="synonyms-title">{t("synonyms.title")}</h2>
        <p>{t("synonyms.intro")}</p>
        <SynonymsSection />
      </section>
      <section className="card admin-card" aria-labelledby="zero-results-title">
        <h2 id="zero-results-title">{t("report.title")}</h2>
        <p>{t("report.intro")}</p>
        <ZeroResultsSection />
      </section>
      <section className="card admin-card" aria-labelledby="featured-title">
        <h2 id="featured-title">{t("featured.title")}</h2>
        <p>{t("featured.intro")}</p>
        <FeaturedSection />
      </section>
      <section className="card admin-card" aria-labelledby="ranking-title">
        <h2 id="ranking-title">{t("ranking.title")}</h2>
        <p>{t("ranking.intro")}</p>
        <RankingSection />
      </section>
    </div>
  );
}

// ------------------------------------------------------------- synonyms

/** Non-empty lines become groups; both the Latin and the Arabic comma separate terms. */
function parseGroups(text: string): { groups: Array<{ terms: string[] }>; lineOf: number[] } {
  const groups: Array<{ terms: string[] }> = [];
  const lineOf: number[] = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    groups.push({ terms: line.split(/[,،]/).map((term) => term.trim()).filter(Boolean) });
    lineOf.push(index + 1);
  });
  return { groups, lineOf };
}

const toText = (dictionary: Dictionary) => dictionary.groups.map((g) => g.terms.join(", ")).join("\n");

function SynonymsSection() {
  const t = useTranslations("adminSearch.synonyms");
  const locale = useLocale();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const dictionary = useQuery({ queryKey: ["admin-synonyms", locale], queryFn: () => api<Dictionary>("/admin/search/synonyms", { locale }) });

  if (dictionary.isPending) return <p role="status">{t("loading")}</p>;
  const res = dictionary.data;
  if (!res?.ok) return <AdminQueryFailure response={res} loading={t("loading")} errorMessage={errorMessage} />;
  return <SynonymsForm initial={toText(res.data)} />;
}

function SynonymsForm({ initial }: { initial: string }) {
  const t = useTranslations("adminSearch.synonyms");
  const locale = useLocale();
  const id = useId();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  /** `groups.3.terms.1` -> "Line 5, term 2: ..." (blank lines are skipped, so groups map back to their lines). */
  function describe(error: ApiError, lineOf: number[]): string[] {
    const details = fieldErrors(error);
    if (Object.keys(details).length === 0) return [errorMessage(error)];
    return Object.entries(details).flatMap(([field, messages]) => {
      const [, group, , term] = field.split(".");
      const line = group !== undefined ? lineOf[Number(group)] : undefined;
      return messages.map((message) => {
        if (line !== undefined && term !== undefined) return t("termError", { line, term: Number(term) + 1, message });
        if (line !== undefined) return t("lineError", { line, message });
        return message;
      });
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { groups, lineOf } = parseGroups(text);
    setBusy(true);
    setNotice(null);
    setErrors([]);
    const res = await api<Dictionary>("/admin/search/synonyms", { method: "PUT", locale, body: { groups } });
    setBusy(false);
    if (res.ok) {
      setText(toText(res.data));
      setNotice(t("saved", { count: res.data.groups.length }));
      queryClient.setQueryData(["admin-synonyms", locale], res);
    } else setErrors(describe(res.error, lineOf));
  }

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate data-testid="synonyms-form">
      <div className="form-field">
        <label htmlFor={`${id}-groups`}>{t("label")}</label>
        <p id={`${id}-hint`} className="form-field__hint">
          {t("hint")}
        </p>
        <textarea
          id={`${id}-groups`}
          name="groups"
          rows={14}
          dir="auto"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={`${id}-hint${errors.length ? ` ${id}-errors` : ""}`}
          aria-invalid={errors.length ? true : undefined}
        />
        {errors.length > 0 && (
          <ul id={`${id}-errors`} className="form-field__error" role="alert">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
      <SaveFooter notice={notice} busy={busy} label={t("save")} />
    </form>
  );
}

// ------------------------------------------------------- zero-result report

const WEEK_CHOICES = [1, 2, 4, 8, 12] as const;
const REPORT_PER_PAGE = 50;

function ZeroResultsSection() {
  const t = useTranslations("adminSearch.report");
  const locale = useLocale();
  const id = useId();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const { date, dateTime } = useDates();
  const [weeks, setWeeks] = useState<number>(4);
  const [page, setPage] = useState(1);
  const report = useQuery({
    queryKey: ["admin-zero-results", locale, weeks, page],
    queryFn: () =>
      api<ZeroResultRow[], { pagination: Pagination }>(`/admin/search/zero-results-report?weeks=${weeks}&page=${page}&per_page=${REPORT_PER_PAGE}`, { locale }),
  });

  const res = report.data;
  if (report.isPending) return <p role="status">{t("loading")}</p>;
  if (!res?.ok) return <AdminQueryFailure response={res} loading={t("loading")} errorMessage={errorMessage} />;
  const { pagination } = res.meta;

  return (
    <div>
      <div className="form-field">
        <label htmlFor={`${id}-weeks`}>{t("weeks")}</label>
        <select
          id={`${id}-weeks`}
          value={weeks}
          onChange={(e) => {
            setWeeks(Number(e.target.value));
            setPage(1);
          }}
        >
          {WEEK_CHOICES.map((w) => (
            <option key={w} value={w}>
              {t("weeksOption", { count: w })}
            </option>
          ))}
        </select>
      </div>
      <DataTable columns={[t("query"), t("week"), t("count"), t("lastSeen"), t("language")]} caption={t("caption", { total: pagination.total })} busy={report.isFetching} testId="zero-results-table">
        {res.data.map((row) => (
          <tr key={`${row.normalized_query} ${row.week_start}`}>
            <td>
              <bdi>{row.query}</bdi>
            </td>
            <td>{date(`${row.week_start}T00:00:00+03:00`)}</td>
            <td>{formatCount(row.count, locale)}</td>
            <td>{dateTime(row.last_seen_at)}</td>
            <td>{t(`locales.${row.locale}`)}</td>
          </tr>
        ))}
      </DataTable>
      {res.data.length === 0 && <p className="notice">{t("empty")}</p>}
      {pagination.total_pages > 1 && (
        <nav className="admin-pagination" aria-label={t("pages")}>
          {pagination.page > 1 ? (
            <button type="button" className="button--link" onClick={() => setPage(pagination.page - 1)}>
              {t("previous")}
            </button>
          ) : (
            <span />
          )}
          <span>{t("page", { page: pagination.page, pages: pagination.total_pages })}</span>
          {pagination.page < pagination.total_pages ? (
            <button type="button" className="button--link" onClick={() => setPage(pagination.page + 1)}>
              {t("next")}
            </button>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}

// ------------------------------------------------------- featured settings

function FeaturedSection() {
  const t = useTranslations("adminSearch.featured");
  const locale = useLocale();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const settings = useQuery({ queryKey: ["admin-featured-settings", locale], queryFn: () => api<FeaturedSettings>("/admin/featured-settings", { locale }) });

  if (settings.isPending) return <p role="status">{t("loading")}</p>;
  const res = settings.data;
  if (!res?.ok) return <AdminQueryFailure response={res} loading={t("loading")} errorMessage={errorMessage} />;
  return <FeaturedForm settings={res.data} />;
}

const FEATURED_FIELDS = ["slots_per_category", "rotation_hours"];

function FeaturedForm({ settings }: { settings: FeaturedSettings }) {
  const t = useTranslations("adminSearch.featured");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const [error, setError] = useState<ApiError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = { slots_per_category: Number(data.get("slots_per_category")), rotation_hours: Number(data.get("rotation_hours")) };
    setBusy(true);
    setError(null);
    setNotice(null);
    const res = await api<FeaturedSettings>("/admin/featured-settings", { method: "PATCH", locale, body });
    setBusy(false);
    if (res.ok) {
      setNotice(t("saved"));
      queryClient.setQueryData(["admin-featured-settings", locale], res);
    } else setError(res.error);
  }

  const errors = fieldErrors(error);
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate data-testid="featured-settings-form">
      <div className="admin-form__row">
        <Field
          name="slots_per_category"
          label={t("slots")}
          type="number"
          min="1"
          dir="ltr"
          inputMode="numeric"
          defaultValue={String(settings.slots_per_category)}
          hint={t("slotsHint")}
          errors={errors.slots_per_category}
        />
        <Field
          name="rotation_hours"
          label={t("rotation")}
          type="number"
          min="1"
          dir="ltr"
          inputMode="numeric"
          defaultValue={String(settings.rotation_hours)}
          hint={t("rotationHint")}
          errors={errors.rotation_hours}
        />
      </div>
      {error && (
        <p className="form-field__error" role="alert">
          {errorMessage(error, FEATURED_FIELDS)}
        </p>
      )}
      <SaveFooter notice={notice} busy={busy} label={t("save")} />
    </form>
  );
}
