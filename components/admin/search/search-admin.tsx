"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { z } from "zod";
import { SaveFooter } from "@/components/admin/fields";
import { AdminQueryFailure } from "@/components/admin/query-failure";
import { RankingSection } from "@/components/admin/search/ranking-settings";
import type { ApiError } from "@/components/ui/api-client";
import type { ApiData } from "@/components/ui/api-types";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { DataTable } from "@/components/ui/table";
import { fieldErrors, useErrorMessage } from "@/components/ui/errors";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { useDates } from "@/components/ui/format";
import { formatCount } from "@/components/ui/money";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";

// Search administration for Content admins: the synonym dictionary (one line
// per group, terms separated by commas), the zero-result report, the
// featured-vendor settings and (Super Admin only) the ranking constant. Each
// section loads under the caller's own permissions, so a section the caller
// may not use says so on its own.

type Dictionary = ApiData<"/admin/search/synonyms">;
type FeaturedSettings = ApiData<"/admin/featured-settings">;

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
    groups.push({
      terms: line
        .split(/[,،]/)
        .map((term) => term.trim())
        .filter(Boolean),
    });
    lineOf.push(index + 1);
  });
  return { groups, lineOf };
}

const toText = (dictionary: Dictionary) => dictionary.groups.map((g) => g.terms.join(", ")).join("\n");

function SynonymsSection() {
  const t = useTranslations("adminSearch.synonyms");
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const dictionary = useApiQuery("/admin/search/synonyms", {});

  if (dictionary.isPending) return <p role="status">{t("loading")}</p>;
  if (dictionary.isError) return <AdminQueryFailure error={dictionary.error} loading={t("loading")} errorMessage={errorMessage} />;
  return <SynonymsForm initial={toText(dictionary.data.data)} />;
}

function SynonymsForm({ initial }: { initial: string }) {
  const t = useTranslations("adminSearch.synonyms");
  const id = useId();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  // Synonyms change what searches find ("search", its own domain, and the marketplace's lists).
  const save = useApiMutation("put", "/admin/search/synonyms", { invalidates: ["marketplace", "vendors"] });
  const [text, setText] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  /** `groups.3.terms.1` -> "Line 5, term 2: ..." (blank lines are skipped, so groups map back to their lines). */
  function describe(error: ApiError | null, lineOf: number[]): string[] {
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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { groups, lineOf } = parseGroups(text);
    setNotice(null);
    setErrors([]);
    save.mutate(
      { body: { groups } },
      {
        onSuccess: ({ data }) => {
          setText(toText(data));
          setNotice(t("saved", { count: data.groups.length }));
        },
        onError: (e) => setErrors(describe(errorOf(e), lineOf)),
      },
    );
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
          <ErrorText as="ul" id={`${id}-errors`}>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ErrorText>
        )}
      </div>
      <SaveFooter notice={notice} busy={save.isPending} label={t("save")} />
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
  const report = useApiQuery("/admin/search/zero-results-report", { query: { weeks, page, per_page: REPORT_PER_PAGE } });

  if (report.isPending) return <p role="status">{t("loading")}</p>;
  if (report.isError) return <AdminQueryFailure error={report.error} loading={t("loading")} errorMessage={errorMessage} />;
  const res = report.data;
  const pagination = res.meta.pagination;

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
      <DataTable
        columns={[t("query"), t("week"), t("count"), t("lastSeen"), t("language")]}
        caption={t("caption", { total: pagination.total })}
        busy={report.isFetching}
        testId="zero-results-table"
      >
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
            <Button variant="link" onClick={() => setPage(pagination.page - 1)}>
              {t("previous")}
            </Button>
          ) : (
            <span />
          )}
          <span>{t("page", { page: pagination.page, pages: pagination.total_pages })}</span>
          {pagination.page < pagination.total_pages ? (
            <Button variant="link" onClick={() => setPage(pagination.page + 1)}>
              {t("next")}
            </Button>
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
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const settings = useApiQuery("/admin/featured-settings", {});

  if (settings.isPending) return <p role="status">{t("loading")}</p>;
  if (settings.isError) return <AdminQueryFailure error={settings.error} loading={t("loading")} errorMessage={errorMessage} />;
  return <FeaturedForm settings={settings.data.data} />;
}

const FEATURED_FIELDS = ["slots_per_category", "rotation_hours"];
const featuredForm = z.object({ slots_per_category: z.coerce.number().int().min(1), rotation_hours: z.coerce.number().int().min(1) });

function FeaturedForm({ settings }: { settings: FeaturedSettings }) {
  const t = useTranslations("adminSearch.featured");
  const errorMessage = useErrorMessage("vendorPortal.errors");
  // Featured slots show on category pages and the marketplace home.
  const save = useApiMutation("patch", "/admin/featured-settings", { invalidates: ["marketplace", "categories", "vendors"] });
  const form = useZodForm(featuredForm, { slots_per_category: String(settings.slots_per_category), rotation_hours: String(settings.rotation_hours) });
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((body) => {
    setNotice(null);
    save.mutate({ body }, { onSuccess: () => setNotice(t("saved")), onError: (e) => showApiErrors(form, errorOf(e), FEATURED_FIELDS) });
  });

  const error = errorOf(save.error);
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate data-testid="featured-settings-form">
      <div className="admin-form__row">
        <FormText form={form} name="slots_per_category" label={t("slots")} type="number" min="1" dir="ltr" inputMode="numeric" hint={t("slotsHint")} />
        <FormText form={form} name="rotation_hours" label={t("rotation")} type="number" min="1" dir="ltr" inputMode="numeric" hint={t("rotationHint")} />
      </div>
      {error && <ErrorText>{errorMessage(error, FEATURED_FIELDS)}</ErrorText>}
      <SaveFooter notice={notice} busy={save.isPending} label={t("save")} />
    </form>
  );
}
