"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { useDates } from "@/components/ui/format";
import { formatMoney } from "@/components/ui/money";
import { ErrorLine } from "@/components/ui/states";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { ORDER_CHANGES, type OrderView } from "./types";
import { Muted } from "@/components/ui/layout";

// The vendor's moves on an order, as big buttons for a phone: accept (paid
// and placed), "On my way", "Started", "Done"; decline or cancel with a
// reason and a confirmation that says everything paid goes back, in a dialog. The order's
// `actions` (from the server's machine) decide which are offered; the day's
// steps stay disabled, with the time they open (the order's `moves_open_at`,
// from server/orders/move-times.ts: 2 hours before the start, done from it).

const reasonForm = z.object({ reason: z.string().trim().min(1).max(500) });

type StepAction = "accept" | "on_the_way" | "start" | "complete";
type TimedStep = Exclude<StepAction, "accept">;

/** The clock of the page, moved on a minute at a time, so a step opens at its time without a reload. */
function useNow(): number {
  const [at, setAt] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setAt(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return at;
}

function Step({ order, action, at }: { order: OrderView; action: StepAction; at: number }) {
  const t = useTranslations("orders.vendor");
  const { dateTime } = useDates();
  const opensAt = action === "accept" ? null : (order.moves_open_at?.[action as TimedStep] ?? null);
  const early = opensAt !== null && at < Date.parse(opensAt);
  const accept = useApiMutation("post", "/vendor/orders/{id}/accept", { invalidates: ORDER_CHANGES });
  const onTheWay = useApiMutation("post", "/vendor/orders/{id}/on-the-way", { invalidates: ORDER_CHANGES });
  const start = useApiMutation("post", "/vendor/orders/{id}/start", { invalidates: ORDER_CHANGES });
  const complete = useApiMutation("post", "/vendor/orders/{id}/complete", { invalidates: ORDER_CHANGES });
  const mutation = { accept, on_the_way: onTheWay, start, complete }[action];
  // One block per step: the button with, below it, when it opens.
  return (
    <div>
      <Button
        size="lg"
        disabled={mutation.isPending || early}
        aria-describedby={early ? `opens-${action}` : undefined}
        onClick={() => mutation.mutate({ path: { id: order.id } })}
        data-testid={`order-${action.replace(/_/g, "-")}`}
      >
        {t(`actions.${action}`)}
      </Button>
      {early && (
        <Muted id={`opens-${action}`} data-testid={`order-${action.replace(/_/g, "-")}-opens`}>
          {t(action === "complete" ? "opensAtStart" : "opensEarly", { action: t(`actions.${action}`), time: dateTime(opensAt) })}
        </Muted>
      )}
      <ErrorLine error={mutation.error} />
    </div>
  );
}

function EndWithReason({ order: o, kind }: { order: OrderView; kind: "decline" | "cancel" }) {
  const t = useTranslations("orders.vendor");
  const locale = useLocale();
  const decline = useApiMutation("post", "/vendor/orders/{id}/decline", { invalidates: ORDER_CHANGES });
  const cancel = useApiMutation("post", "/vendor/orders/{id}/cancel", { invalidates: ORDER_CHANGES });
  const mutation = kind === "decline" ? decline : cancel;
  const [open, setOpen] = useState(false);
  const form = useZodForm(reasonForm, { reason: "" });
  const formId = useId();
  const submit = form.handleSubmit(({ reason }) =>
    mutation.mutate({ path: { id: o.id }, body: { reason } }, { onError: (e) => showApiErrors(form, errorOf(e), ["reason"]) }),
  );
  return (
    <>
      <Button variant="secondary" size="lg" onClick={() => setOpen(true)} data-testid={`order-${kind}`}>
        {t(`actions.${kind}`)}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t(`confirm.${kind}`)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t("keep")}
            </Button>
            <Button type="submit" form={formId} variant="danger" disabled={mutation.isPending} data-testid={`order-${kind}-confirm`}>
              {t(`confirm.${kind}`)}
            </Button>
          </>
        }
      >
        <form id={formId} className="form-column or-panel" onSubmit={submit} noValidate data-testid={`order-${kind}-form`}>
          <p className="notice" role="status">
            {o.amount_paid.amount === "0.000" ? t("endNothingPaid") : t("endRefund", { amount: formatMoney(o.amount_paid, locale) })}
          </p>
          <FormText form={form} name="reason" label={t("reason")} multiline rows={2} maxLength={500} />
          <ErrorLine error={mutation.error && errorOf(mutation.error)?.code !== "VALIDATION_FAILED" ? mutation.error : null} />
        </form>
      </Dialog>
    </>
  );
}

export function VendorOrderActions({ order: o }: { order: OrderView }) {
  const t = useTranslations("orders.vendor");
  const at = useNow();
  const steps = (["accept", "on_the_way", "start", "complete"] as const).filter((a) => o.actions.includes(a));
  // Declining waits for the payment like accepting: an unpaid order lapses by itself at its payment deadline.
  const ends = (["decline", "cancel"] as const).filter((a) => o.actions.includes(a) && (a !== "decline" || o.paid));
  if (steps.length === 0 && ends.length === 0) {
    return o.status === "placed" && !o.paid ? <p className="notice">{t("awaitingPayment")}</p> : null;
  }
  return (
    <section className="card or-section or-actions" aria-labelledby="or-actions" data-testid="vendor-order-actions">
      <h3 id="or-actions">{t("nextTitle")}</h3>
      {o.status === "placed" && !o.paid && <Muted>{t("awaitingPayment")}</Muted>}
      <div className="or-actions__buttons">
        {steps.map((a) => (
          <Step key={a} order={o} action={a} at={at} />
        ))}
        {ends.map((a) => (
          <EndWithReason key={a} order={o} kind={a} />
        ))}
      </div>
    </section>
  );
}
