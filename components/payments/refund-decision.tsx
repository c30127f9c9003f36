"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorLine } from "@/components/ui/states";
import { ErrorText } from "@/components/ui/error-text";
import { showApiErrors, useZodForm } from "@/components/ui/form";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { formatMoney } from "@/components/ui/money";
import { denyRefundBody } from "@/server/payments/refunds/schemas";
import { MONEY_DOMAINS, type AdminRefundView } from "./types";

// Approve or deny a requested refund: each asks for confirmation, naming the
// amount and the customer, and the answer is reported in words (the status
// the refund reached after approval: refunded, with the bank, manual...)
// through `onDone`: the decided refund leaves the queue as the list refreshes,
// so the queue itself keeps the report.
// The API refuses an approver who requested the refund: that 403 gets its own line.

type Step = "idle" | "approving" | "denying";

export function RefundDecision({ refund, onDone }: { refund: AdminRefundView; onDone: (report: string) => void }) {
  const t = useTranslations("payments.refunds");
  const th = useTranslations("homes.refunds");
  const locale = useLocale();
  const approve = useApiMutation("post", "/admin/refunds/{id}/approve", { invalidates: MONEY_DOMAINS });
  const deny = useApiMutation("post", "/admin/refunds/{id}/deny", { invalidates: MONEY_DOMAINS });
  const form = useZodForm(denyRefundBody, { reason: "" });
  const reasonError = form.formState.errors.reason?.message;
  const [step, setStep] = useState<Step>("idle");
  const customer = refund.context.customer?.name ?? "—";
  const amount = formatMoney(refund.amount, locale);
  if (refund.status !== "requested") return null;
  const selfApproval = approve.error && errorOf(approve.error)?.code === "FORBIDDEN";

  const path = { id: refund.id };

  function onApprove() {
    approve.mutate(
      { path, body: {} },
      { onSuccess: (done) => onDone(`${th("resultApproved", { status: t(`status.${done.data.status}`) })} (${amount}, ${customer})`) },
    );
  }
  const onDeny = form.handleSubmit((body) =>
    deny.mutate(
      { path, body },
      { onSuccess: () => onDone(`${th("resultDenied", { customer })} (${amount})`), onError: (e) => showApiErrors(form, errorOf(e), ["reason"]) },
    ),
  );

  return (
    <div className="pay-decision">
      {step === "idle" && (
        <div className="form-actions">
          <Button onClick={() => setStep("approving")} data-testid="refund-approve">
            {t("approve")}
          </Button>
          <Button variant="secondary" onClick={() => setStep("denying")} data-testid="refund-deny">
            {t("deny")}
          </Button>
        </div>
      )}
      {step === "approving" && (
        <div className="pay-confirm" role="alertdialog" aria-labelledby={`approve-${refund.id}`} data-testid="refund-confirm">
          <p id={`approve-${refund.id}`}>{th("confirmApprove", { amount, customer })}</p>
          <div className="form-actions">
            <Button disabled={approve.isPending} onClick={onApprove} data-testid="refund-confirm-approve">
              {th("confirmApproveButton")}
            </Button>
            <Button variant="secondary" onClick={() => setStep("idle")}>
              {th("back")}
            </Button>
          </div>
        </div>
      )}
      {step === "denying" && (
        <form onSubmit={onDeny} className="pay-deny" noValidate data-testid="refund-deny-form">
          <p>{th("confirmDenyText", { amount, customer })}</p>
          <label className="form-field">
            <span>{t("denyReason")}</span>
            <textarea {...form.register("reason")} rows={2} maxLength={500} required aria-invalid={reasonError ? true : undefined} />
            {reasonError && <ErrorText as="span">{reasonError}</ErrorText>}
          </label>
          <div className="form-actions">
            <Button type="submit" variant="danger" disabled={deny.isPending} data-testid="refund-confirm-deny">
              {t("confirmDeny")}
            </Button>
            <Button variant="secondary" onClick={() => setStep("idle")}>
              {th("back")}
            </Button>
          </div>
          {!reasonError && <ErrorLine error={deny.error} />}
        </form>
      )}
      {selfApproval ? <ErrorText testId="refund-self-approval">{t("selfApproval")}</ErrorText> : <ErrorLine error={approve.error} />}
    </div>
  );
}
