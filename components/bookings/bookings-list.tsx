"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { AccountGate } from "@/components/account/account-gate";
import { Button } from "@/components/ui/button";
import { formatDay } from "@/components/ui/format";
import { Empty, ErrorLine, LoadFailed, Loading } from "@/components/ui/states";
import { BOOKING_STATUSES, bookingStatusOf, type BookingRow } from "./types";
import { useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { BOOKING_CHANGES } from "./changes";
import { formatMoney } from "@/components/ui/money";
import { Link } from "@/i18n/navigation";
import { SideGate } from "@/components/conversations/side-gate";
import { BookingStatus } from "./booking-fields";
import { Code, Name } from "@/components/ui/names";
import { Card, CardList, CardMeta, CardTitle } from "@/components/ui/card";
import { Actions, Muted, SortLabel } from "@/components/ui/layout";
import "./bookings.css";

// Bookings as a list: the customer's and the vendor's (each opens its booking
// page; the vendor's rows offer "Mark completed" once the service date has come).

function todayKuwait() {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuwait" }).format(new Date());
}

/** "Mark completed" on a confirmed booking, from its service date on (lists and the vendor's booking page). */
export function CompleteButton({ booking }: { booking: BookingRow }) {
  const t = useTranslations("bookings.vendor");
  const complete = useApiMutation("post", "/vendor/bookings/{id}/complete", { invalidates: BOOKING_CHANGES });
  if (booking.status !== "confirmed") return null;
  const early = booking.service_date > todayKuwait();
  return (
    <>
      <Button
        variant="secondary"
        disabled={early || complete.isPending}
        title={early ? t("notYet") : undefined}
        onClick={() => complete.mutate({ path: { id: booking.id }, body: {} })}
        data-testid="booking-complete"
      >
        {t("complete")}
      </Button>
      {early && <Muted as="span">{t("notYet")}</Muted>}
      <ErrorLine error={complete.error} />
    </>
  );
}

/**
 * What the row says about money, never contradicting the status: a cancelled
 * booking shows what came back (or is on its way back), not what was paid.
 */
function RowMoney({ booking: b }: { booking: BookingRow }) {
  const t = useTranslations("bookings");
  const locale = useLocale();
  const open = b.refunds.find((r) => r.stage !== "processed" && r.stage !== "denied");
  if (open) return <>{t("listMoney.refundOpen", { amount: formatMoney(open.amount, locale), stage: t(`refundStage.${open.stage}`) })}</>;
  if (b.amount_refunded.amount !== "0.000") return <>{t("listMoney.refunded", { amount: formatMoney(b.amount_refunded, locale) })}</>;
  if (b.status === "cancelled" && b.amount_paid.amount === "0.000") return <>{t("listMoney.nothingPaid")}</>;
  return <>{t("paidOf", { paid: formatMoney(b.amount_paid, locale), total: formatMoney(b.total, locale) })}</>;
}

export function BookingList({ side }: { side: "customer" | "vendor" }) {
  const t = useTranslations("bookings");
  const locale = useLocale();
  const [status, setStatus] = useState("");
  // GET /bookings answers for the session's context (SideGate switched it to this side).
  const list = useApiQuery("/bookings", { query: { per_page: 50, status: bookingStatusOf(status) } });
  return (
    <>
      <SortLabel>
        <span>{t("filterStatus")}</span>
        <select value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">{t("allStatuses")}</option>
          {BOOKING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </SortLabel>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailed error={list.error} />
      ) : list.data.data.length === 0 ? (
        side === "customer" ? (
          <Empty text={t("empty")} href="/account/rfqs" action={t("emptyAction")} />
        ) : (
          <Empty text={t("vendor.empty")} href="/vendor/rfqs" action={t("vendor.emptyAction")} />
        )
      ) : (
        <CardList data-testid="booking-list">
          {list.data.data.map((b) => (
            <Card as="li" align="start" key={b.id} className="bk-row" data-testid="booking-row">
              <CardTitle>
                <Link href={`${side === "customer" ? "/account" : "/vendor"}/bookings/${b.id}`} data-testid="booking-open">
                  <Code>{b.reference}</Code>
                </Link>
              </CardTitle>
              <CardMeta>
                <Name>{side === "customer" ? b.vendor.name : (b.customer?.name ?? "")}</Name>
                <span>{formatDay(b.service_date, locale)}</span>
                <span data-testid="booking-row-money">
                  <RowMoney booking={b} />
                </span>
              </CardMeta>
              <Actions>
                <BookingStatus booking={b} />
                {side === "vendor" && <CompleteButton booking={b} />}
              </Actions>
            </Card>
          ))}
        </CardList>
      )}
    </>
  );
}

export function CustomerBookings() {
  return (
    <AccountGate>
      {() => (
        <SideGate side="customer">
          <BookingList side="customer" />
        </SideGate>
      )}
    </AccountGate>
  );
}
