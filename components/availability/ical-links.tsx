"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import type { ApiData } from "@/components/ui/api-types";
import { Button } from "@/components/ui/button";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { formatDay, formatTime } from "@/components/ui/format";
import { ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";

// iCal both ways, for the owner (docs/availability.md "iCal"): the private
// feed link (created or replaced: shown once; turned off) and the external
// calendars whose busy days block this one, each with its last sync.

type Import = ApiData<"/vendors/me/calendar/ical">["imports"][number];

export function IcalLinks() {
  const t = useTranslations("availability.ical");
  const sync = useApiQuery("/vendors/me/calendar/ical", {});
  return (
    <section className="card cal-ical" aria-labelledby="cal-ical-title" data-testid="cal-ical">
      <h2 id="cal-ical-title">{t("title")}</h2>
      {sync.isPending ? <Loading /> : sync.isError ? <LoadFailed error={sync.error} /> : <Links feed={sync.data.data.feed} imports={sync.data.data.imports} />}
    </section>
  );
}

function Links({ feed, imports }: ApiData<"/vendors/me/calendar/ical">) {
  return (
    <>
      <FeedLink since={feed?.created_at ?? null} />
      <Imports imports={imports} />
    </>
  );
}

function FeedLink({ since }: { since: string | null }) {
  const t = useTranslations("availability.ical");
  const locale = useLocale();
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const create = useApiMutation("post", "/vendors/me/calendar/feed");
  const revoke = useApiMutation("delete", "/vendors/me/calendar/feed");
  const make = () => {
    setCopied(false);
    create.mutate({}, { onSuccess: (res) => setUrl(res.data.url) });
  };
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div className="cal-ical__part">
      <h3>{t("feedTitle")}</h3>
      <p className="cal-ical__intro">{t("feedIntro")}</p>
      {url ? (
        <div className="cal-ical__url">
          <p>{t("feedUrl")}</p>
          <code dir="ltr" data-testid="cal-feed-url">
            {url}
          </code>
          <p className="field-hint">{t("feedUrlHint")}</p>
          <Button variant="secondary" onClick={copy} data-testid="cal-feed-copy">
            {copied ? t("copied") : t("copy")}
          </Button>
        </div>
      ) : (
        <p data-testid="cal-feed-state">{since ? t("feedActive", { date: formatDay(since, locale) }) : revoke.isSuccess ? t("feedRevoked") : t("feedNone")}</p>
      )}
      <div className="cal-ical__actions">
        <Button disabled={create.isPending} onClick={make} data-testid="cal-feed-create">
          {since || url ? t("feedRotate") : t("feedCreate")}
        </Button>
        {(since || url) && (
          <Button
            variant="secondary"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate({}, { onSuccess: () => setUrl(null) })}
            data-testid="cal-feed-revoke"
          >
            {t("feedRevoke")}
          </Button>
        )}
      </div>
      <ErrorLine error={create.error ?? revoke.error} />
    </div>
  );
}

const importForm = z.object({ url: z.string().trim().min(1).max(2000) });

function Imports({ imports }: { imports: Import[] }) {
  const t = useTranslations("availability.ical");
  const add = useApiMutation("post", "/vendors/me/calendar/imports", { invalidates: ["search"] });
  const form = useZodForm(importForm, { url: "" });
  const onSubmit = form.handleSubmit(({ url }) =>
    add.mutate({ body: { url } }, { onSuccess: () => form.reset({ url: "" }), onError: (e) => showApiErrors(form, errorOf(e), ["url"]) }),
  );
  return (
    <div className="cal-ical__part">
      <h3>{t("importTitle")}</h3>
      <p className="cal-ical__intro">{t("importIntro")}</p>
      {imports.length === 0 ? (
        <p>{t("importNone")}</p>
      ) : (
        <ul className="cal-ical__imports" data-testid="cal-imports">
          {imports.map((i) => (
            <ImportLine key={i.id} item={i} />
          ))}
        </ul>
      )}
      <form className="form-column" onSubmit={onSubmit} noValidate data-testid="cal-import-form">
        <FormText form={form} name="url" type="url" inputMode="url" label={t("importUrl")} dir="ltr" maxLength={2000} />
        <Button type="submit" disabled={add.isPending} data-testid="cal-import-add">
          {t("importAdd")}
        </Button>
        {/* A 422 is shown beside the address field (showApiErrors), not twice. */}
        {errorOf(add.error)?.code !== "VALIDATION_FAILED" && <ErrorLine error={add.error} />}
      </form>
    </div>
  );
}

function ImportLine({ item }: { item: Import }) {
  const t = useTranslations("availability.ical");
  const locale = useLocale();
  const remove = useApiMutation("delete", "/vendors/me/calendar/imports/{id}", { invalidates: ["search"] });
  const time = formatTime(item.last_fetched_at, locale);
  const reason = (code: string) => {
    if (code.startsWith("http_")) return t("errors.http", { status: code.slice(5) });
    const key = `errors.${code}` as "errors.unreadable";
    return t.has(key) ? t(key) : t("errors.unreadable");
  };
  return (
    <li className="cal-ical__import" data-testid="cal-import">
      <code dir="ltr">{item.url}</code>
      <p data-testid="cal-import-status" className={item.last_status === "error" ? "cal-ical__failed" : undefined}>
        {item.last_status === null
          ? t("statusPending")
          : item.last_status === "ok"
            ? t("statusOk", { time, count: item.busy_ranges })
            : t("statusError", { time, reason: reason(item.last_error ?? "unreadable") })}
      </p>
      <Button variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate({ path: { id: item.id } })} data-testid="cal-import-remove">
        {t("importRemove")}
      </Button>
      <ErrorLine error={remove.error} />
    </li>
  );
}
