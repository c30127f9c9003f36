"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/components/ui/format";
import { ErrorLine } from "@/components/ui/states";
import type { BookingRow } from "./types";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { BOOKING_CHANGES } from "./changes";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { formatMoney } from "@/components/ui/money";
import { Actions, Muted } from "@/components/ui/layout";

// The vendor's answer to a booking it has not confirmed yet: "Confirm" once
// the deposit is paid (before vendor_confirm_by, else the booking is
// cancelled and refunded), or "Decline" with a reason and a confirmation
// step: the booking is cancelled and everything paid is refunded at once.

/** POST /vendor/bookings/{id}/decline: a reason of 1-500 characters, shown to the customer. */
const declineForm = z.object({ reason: z.string().trim().min(1).max(500) });

export function VendorDecision({ booking: b }: { booking: BookingRow }) {
  const t = useTranslations("bookings.vendorDecision");
  const locale = useLocale();
  const confirm = useApiMutation("post", "/vendor/bookings/{id}/confirm", { invalidates: BOOKING_CHANGES });
  const decline = useApiMutation("post", "/vendor/bookings/{id}/decline", { invalidates: BOOKING_CHANGES });
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState<string | null>(null);
  const form = useZodForm(declineForm, { reason: "" });
  const reasonError = form.formState.errors.reason !== undefined;
  if (b.vendor_confirmed_at || (b.status !== "pending" && b.status !== "confirmed")) return null;

  // The first submit checks the reason and shows what declining refunds; the second declines.
  const submit = form.handleSubmit((values) => {
    if (reason === null) return setReason(values.reason);
    decline.mutate({ path: { id: b.id }, body: { reason } }, { onError: (e) => (showApiErrors(form, errorOf(e), ["reason"]), setReason(null)) });
  });

  return (
    <section className="card bk-section" aria-labelledby="bk-vendor-decision" data-testid="vendor-decision">
      <h3 id="bk-vendor-decision">{t("title")}</h3>
      {b.status === "confirmed" && b.vendor_confirm_by ? (
        <p data-testid="vendor-confirm-by">{t("confirmBy", { time: formatTime(b.vendor_confirm_by, locale) })}</p>
      ) : (
        <Muted>{t("pendingHint")}</Muted>
      )}
      {!declining && (
        <Actions as="p">
          {b.status === "confirmed" && (
            <Button disabled={confirm.isPending} data-testid="vendor-confirm" onClick={() => confirm.mutate({ path: { id: b.id }, body: {} })}>
              {t("confirm")}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setDeclining(true)} data-testid="vendor-decline">
            {t("decline")}
          </Button>
        </Actions>
      )}
      <ErrorLine error={confirm.error} />
      {declining && (
        <form className="form-column" onSubmit={submit} data-testid="decline-form" noValidate>
          {reason === null ? (
            <FormText form={form} name="reason" label={t("reason")} multiline rows={3} maxLength={500} />
          ) : (
            <p className="notice" role="alert" data-testid="decline-confirm-text">
              {t("declineConfirmText", { amount: formatMoney(b.amount_paid, locale) })}
            </p>
          )}
          {!reasonError && <ErrorLine error={decline.error} />}
          <div className="form-actions">
            <Button type="submit" variant="danger" disabled={decline.isPending} data-testid={reason === null ? "decline-next" : "decline-confirm"}>
              {reason === null ? t("next") : t("declineConfirm")}
            </Button>
            <Button variant="secondary" onClick={() => (setDeclining(false), setReason(null))}>
              {t("back")}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
