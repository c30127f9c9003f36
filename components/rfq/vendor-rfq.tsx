"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { EventFacts } from "@/components/events/event-facts";
import { Button } from "@/components/ui/button";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { formatMoney } from "@/components/ui/money";
import { useRunsTheBusiness, VendorGate } from "@/components/shell/vendor-gate";
import { Link } from "@/i18n/navigation";
import { formatDay, formatTime } from "@/components/ui/format";
import { QuoteEditor } from "./quote-editor";
import { QuoteHistory } from "./quote-history";
import { ErrorLine, Facts, LoadFailed, Loading, StatusBadge } from "@/components/ui/states";
import type { VendorRfq } from "./types";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { QUOTE_CHANGES } from "./changes";
import { AttachmentList } from "./attachment-list";
import { Name } from "@/components/ui/names";
import { Actions, DetailPage, Muted } from "@/components/ui/layout";
import { useConfirm } from "@/components/ui/confirm";
import "./rfq.css";

// The vendor's copy of one RFQ: the customer's request (never the other
// recipients), then either the quote editor and a decline form, or the
// vendor's quote with its negotiation: revise, hold firm (final offer) or withdraw.

const OPEN = ["pending", "quoted", "negotiating"];

/** A quote is a price: the owner and managers send and change it, staff do not (docs/vendor-team.md; the server refuses them anyway). */

function Request({ rfq }: { rfq: VendorRfq }) {
  const t = useTranslations("rfqs");
  const locale = useLocale();
  const b = rfq.budget;
  const budget = b?.indication ?? b?.max ?? b?.min ?? null;
  return (
    <section aria-labelledby="vr-request">
      <h2 id="vr-request">{t("vendor.request")}</h2>
      <Facts
        items={[
          [t("fields.category"), rfq.category.name],
          [
            t("vendor.customer"),
            <span key="customer" className="rfq-customer">
              {rfq.customer.avatar_url && (
                <img className="rfq-customer__avatar" src={rfq.customer.avatar_url} alt="" width={32} height={32} data-testid="rfq-customer-avatar" />
              )}
              <bdi>{rfq.customer.name}</bdi>
            </span>,
          ],
          [t("fields.neededBy"), formatDay(rfq.needed_by_date, locale)],
          [t("fields.budget"), budget ? formatMoney(budget, locale) : t("vendor.budgetHidden")],
          [t("fields.expiresAt"), formatTime(rfq.expires_at, locale)],
        ]}
      />
      <p className="rfq-detail__description" dir="auto" data-user-text="">
        {rfq.description}
      </p>
      <AttachmentList attachments={rfq.attachments} />
    </section>
  );
}

/** The event as the customer describes it now (they may edit it after sending). */
function EventSection({ rfq }: { rfq: VendorRfq }) {
  const te = useTranslations("events");
  return (
    <section aria-labelledby="vr-event">
      <h2 id="vr-event">{te("detailTitle")}</h2>
      <EventFacts event={rfq.event} withTitle />
    </section>
  );
}

/** POST /vendor/rfqs/{id}/decline: an optional reason of at most 500 characters. */
const declineForm = z.object({ reason: z.string().trim().max(500) });

function Decline({ id }: { id: string }) {
  const t = useTranslations("rfqs.vendor");
  const decline = useApiMutation("post", "/vendor/rfqs/{id}/decline", { invalidates: QUOTE_CHANGES });
  const [open, setOpen] = useState(false);
  const form = useZodForm(declineForm, { reason: "" });
  const submit = form.handleSubmit(({ reason }) =>
    decline.mutate({ path: { id }, body: reason ? { reason } : {} }, { onError: (e) => showApiErrors(form, errorOf(e), ["reason"]) }),
  );
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="decline">
        {t("decline")}
      </Button>
    );
  }
  return (
    <form className="form-column bk-panel" onSubmit={submit} data-testid="decline-form" noValidate>
      <FormText form={form} name="reason" label={t("declineReason")} required={false} multiline rows={2} maxLength={500} />
      <ErrorLine error={decline.error} />
      <div className="form-actions">
        <Button type="submit" variant="danger" disabled={decline.isPending}>
          {t("declineConfirm")}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t("back")}
        </Button>
      </div>
    </form>
  );
}

function MyQuote({ rfq, canPrice }: { rfq: VendorRfq; canPrice: boolean }) {
  const t = useTranslations("quotes");
  const confirm = useConfirm();
  const locale = useLocale();
  const quote = rfq.my_quote!;
  const [editing, setEditing] = useState(false);
  const withdraw = useApiMutation("patch", "/vendor/quotes/{quoteId}", { invalidates: QUOTE_CHANGES });
  const hold = useApiMutation("patch", "/vendor/quotes/{quoteId}", { invalidates: QUOTE_CHANGES });
  const path = { quoteId: quote.id };
  const canRevise = canPrice && ["submitted", "counter_received", "expired"].includes(quote.status) && OPEN.includes(rfq.status);
  const live = canPrice && ["submitted", "counter_received"].includes(quote.status);
  return (
    <section aria-labelledby="vr-quote" data-testid="my-quote" data-status={quote.status}>
      <h2 id="vr-quote">{t("vendor.myQuote")}</h2>
      <p>
        <StatusBadge status={quote.status} label={t(`vendorStatus.${quote.status}`)} />{" "}
        <strong className="rfq-col__total" data-testid="my-quote-total" data-amount={quote.total.amount}>
          {formatMoney(quote.total, locale)}
        </strong>{" "}
        <Muted as="span">{t("vendor.validUntil", { date: formatTime(quote.valid_until, locale) })}</Muted>
      </p>
      <QuoteHistory quote={quote} side="vendor" />
      {quote.status === "counter_received" && <p className="notice notice--warning">{t("vendor.countered", { rounds: quote.rounds_left })}</p>}
      <Actions>
        {canRevise && (
          <Button onClick={() => setEditing(!editing)} aria-expanded={editing} data-testid="revise">
            {t("vendor.revise")}
          </Button>
        )}
        {canPrice && quote.status === "counter_received" && (
          <Button variant="secondary" disabled={hold.isPending} onClick={() => hold.mutate({ path, body: { final_offer: true } })} data-testid="hold-firm">
            {t("vendor.holdFirm")}
          </Button>
        )}
        {live && (
          <Button
            variant="danger"
            disabled={withdraw.isPending}
            onClick={async () =>
              (await confirm({ title: t("vendor.withdrawConfirm"), confirmLabel: t("vendor.withdraw"), danger: true })) &&
              withdraw.mutate({ path, body: { action: "withdraw" } })
            }
            data-testid="withdraw"
          >
            {t("vendor.withdraw")}
          </Button>
        )}
      </Actions>
      <ErrorLine error={hold.error ?? withdraw.error} />
      {editing && <QuoteEditor rfqId={rfq.id} quote={quote} onDone={() => setEditing(false)} />}
    </section>
  );
}

/** The vendor's own calendar on the RFQ's day: a warning before quoting when the day has no room (and why). */
function DayNotice({ day }: { day: VendorRfq["availability"] }) {
  const t = useTranslations("rfqs.vendor.availability");
  const locale = useLocale();
  if (!day) return null;
  const date = formatDay(day.date, locale);
  if (day.free)
    return (
      <p className="form-field__hint" data-testid="vendor-rfq-day" data-free="true">
        {t("free", { date })}
      </p>
    );
  return (
    <p className="notice notice--warning" role="status" data-testid="vendor-rfq-day" data-free="false" data-reason={day.reason ?? undefined}>
      {t(day.reason ?? "booked", { date })} <Link href="/vendor/calendar">{t("calendar")}</Link>
    </p>
  );
}

function Page({ id, canPrice }: { id: string; canPrice: boolean }) {
  const t = useTranslations("rfqs");
  const rfq = useApiQuery("/vendor/rfqs/{id}", { path: { id } }, { poll: 30_000 });
  if (rfq.isPending) return <Loading />;
  if (rfq.isError) return <LoadFailed error={rfq.error} backHref="/vendor/rfqs" back={t("vendor.backToInbox")} />;
  const r = rfq.data.data;
  const open = OPEN.includes(r.status);
  return (
    <DetailPage data-testid="vendor-rfq" data-status={r.status}>
      <header className="rfq-detail__head">
        <h2 dir="auto">
          <Name>{r.title}</Name>
        </h2>
        <StatusBadge status={r.recipient_status} label={t(`recipientStatus.${r.recipient_status}`)} />
        {!open && <StatusBadge status={r.status} label={t(`status.${r.status}`)} />}
      </header>
      <Request rfq={r} />
      <DayNotice day={r.availability} />
      <EventSection rfq={r} />
      {r.my_quote ? (
        <MyQuote rfq={r} canPrice={canPrice} />
      ) : r.recipient_status === "declined" ? (
        <p className="notice">{t("vendor.declined")}</p>
      ) : open ? (
        <section aria-labelledby="vr-new">
          <h2 id="vr-new">{t("vendor.sendQuote")}</h2>
          {canPrice ? (
            <QuoteEditor rfqId={id} quote={null} onDone={() => undefined} />
          ) : (
            <p className="notice" data-testid="price-by-manager">
              {t("vendor.priceByManager")}
            </p>
          )}
          <Decline id={id} />
        </section>
      ) : (
        <p className="notice">{t("vendor.closed")}</p>
      )}
      <p>
        <Link href="/vendor/rfqs">{t("vendor.backToInbox")}</Link>
      </p>
    </DetailPage>
  );
}

function PricedPage({ id, vendorId }: { id: string; vendorId: string }) {
  return <Page id={id} canPrice={useRunsTheBusiness(vendorId)} />;
}

export function VendorRfqPage({ id }: { id: string }) {
  return <VendorGate>{(vendor) => <PricedPage id={id} vendorId={vendor.id} />}</VendorGate>;
}
