"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { AccountGate } from "@/components/account/account-gate";
import { Button, LinkButton } from "@/components/ui/button";
import { Empty, ErrorLine, Facts, LoadFailed, Loading, StatusBadge } from "@/components/ui/states";
import type { EventSummary } from "./types";
import type { Money } from "@/components/ui/money";
import { enc, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { EVENT_CHANGES } from "./changes";
import { formatMoney } from "@/components/ui/money";
import { Link, useRouter } from "@/i18n/navigation";
import { EventFacts } from "./event-facts";
import { EventForm } from "./event-form";
import { EventVendors } from "./event-vendors";
import { Name } from "@/components/ui/names";
import { Actions, DetailHead, DetailPage, Muted, SubList } from "@/components/ui/layout";
import { useConfirm } from "@/components/ui/confirm";

// One event: its facts (editable within what its bookings allow), its quote
// requests with their status, its vendors (booked, or still free on the day),
// its bookings with what is paid and due, and the
// way to ask vendors for quotes.

/** Bookings that keep the event's day, time, guests and place as booked (server/planner/event-edit-rules.ts). */
const LIVE_BOOKING = ["pending", "confirmed", "refund_requested"];

function totalsOf(summary: EventSummary | undefined): { label: "booked" | "paid" | "due" | "depositNow" | "toVendors"; money: Money | undefined }[] {
  const totals = summary?.money;
  return [
    { label: "booked", money: totals?.booked_total },
    { label: "paid", money: totals?.amount_paid },
    { label: "due", money: totals?.amount_due },
    { label: "depositNow", money: totals?.deposit_due_now },
    { label: "toVendors", money: totals?.balance_to_vendors },
  ];
}

/**
 * A booking's line says what the money block counts: the money block leaves
 * cancelled bookings out (server/planner/event-summary.ts), so a cancelled
 * one never reads "paid 580.000" beside a block of 0.000; its refund is on
 * the booking's own page.
 */
export function BookingPaid({ booking: b }: { booking: EventSummary["bookings"][number] }) {
  const t = useTranslations("events.summary");
  const tb = useTranslations("bookings");
  const locale = useLocale();
  if (b.status === "cancelled") return <>{Number(b.amount_paid.amount) > 0 ? t("cancelledPaid") : t("cancelledUnpaid")}</>;
  return <>{tb("paidOf", { paid: formatMoney(b.amount_paid, locale), total: formatMoney(b.total, locale) })}</>;
}

function Detail({ id }: { id: string }) {
  const t = useTranslations("events");
  const tc = useTranslations("common");
  const confirm = useConfirm();
  const tr = useTranslations("rfqs");
  const tb = useTranslations("bookings");
  const tp = useTranslations("planner");
  const locale = useLocale();
  const router = useRouter();
  const event = useApiQuery("/events/{id}", { path: { id } });
  const summary = useApiQuery("/events/{id}/summary", { path: { id } });
  const rfqs = useApiQuery("/quotation-requests", { query: { event_id: id, per_page: 50 } });
  const remove = useApiMutation("delete", "/events/{id}", { invalidates: EVENT_CHANGES });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  if (event.isPending) return <Loading />;
  if (event.isError) return <LoadFailed error={event.error} backHref="/account/events" back={t("back")} />;
  const e = event.data.data;
  const bookings: EventSummary["bookings"] = summary.data?.data.bookings ?? [];
  const money = (m: Money | undefined) => (m ? formatMoney(m, locale) : "—");
  return (
    <DetailPage data-testid="event-detail">
      <DetailHead>
        <h2 dir="auto" data-name="" data-testid="event-title">
          {e.title}
        </h2>
        <StatusBadge status={e.status} label={t(`status.${e.status}` as "status.planning")} />
      </DetailHead>
      {editing ? (
        <section aria-labelledby="ev-edit" className="card">
          <h3 id="ev-edit">{t("edit")}</h3>
          <EventForm
            event={e}
            locked={bookings.some((b) => LIVE_BOOKING.includes(b.status))}
            onSaved={() => {
              setEditing(false);
              setSaved(true);
            }}
          />
          <Button variant="secondary" onClick={() => setEditing(false)}>
            {t("editClose")}
          </Button>
        </section>
      ) : (
        <EventFacts event={e} withBudget />
      )}
      {saved && !editing && (
        <p className="notice" role="status" data-testid="event-saved">
          {t("saved")}
        </p>
      )}
      {e.status === "planning" && !editing && (
        <Actions as="p">
          <LinkButton href={`/account/rfqs/new?event=${enc(id)}`} data-testid="event-request-quotes">
            {t("requestQuotes")}
          </LinkButton>
          {/* The search for this event: its date filters, its area measures distances. */}
          <LinkButton href={`/search?event=${enc(id)}`} variant="secondary" data-testid="event-find-vendors">
            {t("findVendors")}
          </LinkButton>
          <Button variant="secondary" onClick={() => (setSaved(false), setEditing(true))} data-testid="event-edit">
            {t("edit")}
          </Button>
          <Button
            variant="secondary"
            disabled={remove.isPending}
            onClick={async () =>
              (await confirm({ title: t("cancelConfirm"), confirmLabel: t("cancel"), cancelLabel: tc("goBack"), danger: true })) &&
              remove.mutate({ path: { id } }, { onSuccess: () => router.push("/account/events") })
            }
          >
            {t("cancel")}
          </Button>
        </Actions>
      )}
      <ErrorLine error={remove.error} />
      <Actions as="nav" aria-label={tp("nav.label")} data-testid="event-planner-links">
        <LinkButton href={`/account/events/${enc(id)}/budget`} variant="secondary">
          {tp("nav.budget")}
          {summary.data?.data.budget.used_percent != null ? ` · ${summary.data.data.budget.used_percent}%` : ""}
        </LinkButton>
        <LinkButton href={`/account/events/${enc(id)}/checklist`} variant="secondary">
          {tp("nav.checklist")}
          {summary.data?.data.checklist.total ? ` · ${summary.data.data.checklist.done}/${summary.data.data.checklist.total}` : ""}
        </LinkButton>
        {e.status === "planning" && (
          <>
            <LinkButton href={`/account/events/${enc(id)}/guests`} variant="secondary" data-testid="event-guests">
              {tp("guests.open")}
              {summary.data ? ` (${summary.data.data.rsvp.head_count}/${summary.data.data.rsvp.invited_people})` : ""}
            </LinkButton>
            <LinkButton href={`/account/events/${enc(id)}/timeline`} variant="secondary" data-testid="event-timeline">
              {tp("timeline.open")}
            </LinkButton>
          </>
        )}
      </Actions>

      <section aria-labelledby="ev-money">
        <h3 id="ev-money">{t("summary.money")}</h3>
        {summary.isError ? (
          <LoadFailed error={summary.error} />
        ) : (
          <Facts items={totalsOf(summary.data?.data).map((x) => [t(`summary.${x.label}`), money(x.money)])} />
        )}
      </section>

      <section aria-labelledby="ev-rfqs">
        <h3 id="ev-rfqs">{t("summary.rfqs")}</h3>
        {rfqs.isPending ? (
          <Loading />
        ) : rfqs.isError ? (
          <LoadFailed error={rfqs.error} />
        ) : rfqs.data.data.length === 0 ? (
          <Empty text={t("summary.noRfqs")} href={`/account/rfqs/new?event=${enc(id)}`} action={t("requestQuotes")} />
        ) : (
          <SubList data-testid="event-rfqs">
            {rfqs.data.data.map((r) => (
              <li key={r.id}>
                <Link href={`/account/rfqs/${r.id}`} dir="auto">
                  <Name>{r.title}</Name>
                </Link>{" "}
                <StatusBadge status={r.status} label={tr(`status.${r.status}`)} /> <Muted as="span">{tr("quoteCount", { count: r.quote_count })}</Muted>
              </li>
            ))}
          </SubList>
        )}
      </section>

      <EventVendors eventId={id} />

      <section aria-labelledby="ev-bookings">
        <h3 id="ev-bookings">{t("summary.bookings")}</h3>
        {summary.isPending ? (
          <Loading />
        ) : bookings.length === 0 ? (
          <Muted>{t("summary.noBookings")}</Muted>
        ) : (
          <SubList data-testid="event-bookings">
            {bookings.map((b) => (
              <li key={b.id}>
                <Link href={`/account/bookings/${b.id}`}>{b.reference}</Link> <bdi>{b.vendor.name}</bdi>{" "}
                <StatusBadge status={b.status} label={tb(`status.${b.status}` as "status.pending")} />{" "}
                <Muted as="span" data-testid="event-booking-paid">
                  <BookingPaid booking={b} />
                </Muted>
              </li>
            ))}
          </SubList>
        )}
      </section>
      <p>
        <Link href="/account/events">{t("back")}</Link>
      </p>
    </DetailPage>
  );
}

export function EventDetail({ id }: { id: string }) {
  return <AccountGate>{() => <Detail id={id} />}</AccountGate>;
}
