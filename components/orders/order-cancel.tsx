"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormSelect, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { formatMoney, percentOf } from "@/components/ui/money";
import { ErrorLine } from "@/components/ui/states";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { ORDER_CHANGES, type OrderView } from "./types";

// The customer cancelling an order: first what the policy refunds now (as
// server/orders/cancellation-policy.ts decides it: all before the vendor
// accepts or 24 h+ before the start, half inside the last day), then the
// refund's way (the original payment, or the wallet at once), the reason and
// the confirmation, in a dialog. The server decides again when it cancels.

const FULL_REFUND_MS = 24 * 3600_000;
const cancelForm = z.object({ reason: z.string().trim().min(1).max(500), refund_destination: z.enum(["original", "wallet"]) });

export function refundIfCancelledNow(o: OrderView, nowMs: number): number {
  if (o.status === "placed") return 100;
  return new Date(o.starts_at).getTime() - nowMs >= FULL_REFUND_MS ? 100 : 50;
}

export function OrderCancel({ order: o }: { order: OrderView }) {
  const t = useTranslations("orders.cancel");
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [nowMs, setNowMs] = useState(0);
  const cancel = useApiMutation("post", "/orders/{id}/cancel", { invalidates: ORDER_CHANGES });
  const form = useZodForm(cancelForm, { reason: "", refund_destination: "original" });
  const formId = useId();
  if (!o.actions.includes("cancel")) return null;
  const percent = refundIfCancelledNow(o, nowMs);
  const paid = o.amount_paid.amount !== "0.000";
  const submit = form.handleSubmit(({ reason, refund_destination }) =>
    cancel.mutate(
      { path: { id: o.id }, body: { reason, ...(paid ? { refund_destination } : {}) } },
      { onSuccess: () => setOpen(false), onError: (e) => showApiErrors(form, errorOf(e), ["reason", "refund_destination"]) },
    ),
  );
  return (
    <section className="or-cancel" data-testid="order-cancel">
      <Button variant="secondary" onClick={() => (setNowMs(Date.now()), setOpen(true))} data-testid="order-cancel-open">
        {t("open")}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t("confirm")}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t("keep")}
            </Button>
            <Button type="submit" form={formId} variant="danger" disabled={cancel.isPending} data-testid="order-cancel-confirm">
              {t("confirm")}
            </Button>
          </>
        }
      >
        <form id={formId} className="form-column or-panel" onSubmit={submit} noValidate data-testid="order-cancel-form">
          <p className="notice" role="status" data-testid="order-cancel-refund" data-percent={paid ? percent : 0}>
            {paid ? t("refund", { percent, amount: formatMoney(percentOf(o.amount_paid, percent), locale) }) : t("nothingPaid")}
          </p>
          {paid && (
            <FormSelect
              form={form}
              name="refund_destination"
              label={t("destination")}
              options={[
                { value: "original", label: t("toOriginal") },
                { value: "wallet", label: t("toWallet") },
              ]}
            />
          )}
          <FormText form={form} name="reason" label={t("reason")} multiline rows={2} maxLength={500} />
          <ErrorLine error={cancel.error && errorOf(cancel.error)?.code !== "VALIDATION_FAILED" ? cancel.error : null} />
        </form>
      </Dialog>
    </section>
  );
}
