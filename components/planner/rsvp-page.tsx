"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorLine, Facts, Loading } from "@/components/ui/states";
import { statusOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { formatDay } from "@/components/ui/format";
import { DetailPage, Muted } from "@/components/ui/layout";

// The guest's RSVP page (no sign-in): the event's public details and the
// guest's own answer, nothing else. The link is the key; a revoked one is 404.

export function RsvpPage({ token }: { token: string }) {
  const t = useTranslations("rsvp");
  const locale = useLocale();
  const page = useApiQuery("/rsvp/{token}", { path: { token } });
  const answer = useApiMutation("post", "/rsvp/{token}", { invalidates: ["/rsvp/{token}"] });
  const [choice, setChoice] = useState<"yes" | "no" | "maybe" | null>(null);
  const [heads, setHeads] = useState("1");
  if (page.isPending) return <Loading />;
  if (page.isError)
    return (
      <p className="notice" role="alert" data-testid="rsvp-not-found">
        {statusOf(page.error) === 404 ? t("notFound") : <ErrorLine error={page.error} />}
      </p>
    );
  const { guest, event, answer: current } = page.data.data;
  const max = guest.plus_ones + 1;
  const chosen = choice ?? (current.status === "pending" ? null : current.status);
  return (
    <DetailPage className="card" data-testid="rsvp-page">
      <p>{t("greeting", { name: guest.name })}</p>
      <Muted>{t("invited")}</Muted>
      <h2 dir="auto">{event.title}</h2>
      <Facts
        items={[
          [t("when"), [event.event_date ? formatDay(event.event_date, locale) : null, event.event_time].filter(Boolean).join(" · ") || "—"],
          [t("where"), event.area ? (locale === "en" ? event.area.name_en : event.area.name) : "—"],
        ]}
      />
      {current.status !== "pending" && (
        <p className="notice" data-testid="rsvp-current">
          {t("current", { answer: t(`answers.${current.status}`) })}
          {current.head_count !== null && current.status !== "no" ? ` (${current.head_count})` : ""}
        </p>
      )}
      <form
        className="form-column"
        onSubmit={(e) => {
          e.preventDefault();
          if (!chosen) return;
          answer.mutate({
            path: { token },
            body: chosen === "no" ? { answer: "no" } : { answer: chosen, head_count: Math.min(max, Math.max(1, Number(heads) || 1)) },
          });
        }}
      >
        <fieldset className="form-fieldset">
          <legend>{t("question")}</legend>
          {(["yes", "maybe", "no"] as const).map((a) => (
            <label key={a} className="field field--inline">
              <input type="radio" name="answer" value={a} checked={chosen === a} onChange={() => setChoice(a)} data-testid={`rsvp-${a}`} /> {t(`answers.${a}`)}
            </label>
          ))}
        </fieldset>
        {chosen && chosen !== "no" && max > 1 && (
          <label className="field">
            <span>{t("headCount", { max })}</span>
            <input type="number" min={1} max={max} value={heads} onChange={(e) => setHeads(e.target.value)} inputMode="numeric" data-testid="rsvp-head-count" />
          </label>
        )}
        <ErrorLine error={answer.error} />
        <Button type="submit" disabled={!chosen || answer.isPending} data-testid="rsvp-send">
          {t("send")}
        </Button>
      </form>
      {answer.isSuccess && (
        <p className="notice" role="status" data-testid="rsvp-thanks">
          {t("thanks")}
        </p>
      )}
    </DetailPage>
  );
}
