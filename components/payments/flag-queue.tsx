"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/components/ui/format";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { formatMoney } from "@/components/ui/money";
import { ErrorLine } from "@/components/ui/states";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { useViewer } from "@/components/ui/viewer-context";
import { resolveFlagBody } from "@/server/payments/schemas";
import { MONEY_DOMAINS, type AdminPaymentView } from "./types";
import { CardList } from "@/components/ui/card";
import { Row, RowMain } from "@/components/ui/rows";
import "./payments.css";

// Finance's queue of flagged payments (GET /admin/payments?flagged=true): the
// provider charged something other than asked. Each row shows both amounts
// and only the decisions the policy allows (flag_actions); a decision asks
// for a note and a confirmation naming the amount, then POSTs
// /admin/payments/{id}/resolve-flag with one Idempotency-Key per decision.
// Viewers without refund.approve see the queue without the buttons. The
// mutation lives in the queue, not the row: a decided row leaves the list when
// the queue reloads, and a callback of an unmounted row would never run.

type Action = AdminPaymentView["flag_actions"][number];
type Resolve = ReturnType<typeof useResolveFlag>;

const useResolveFlag = () => useApiMutation("post", "/admin/payments/{id}/resolve-flag", { invalidates: MONEY_DOMAINS });

function FlagDecision({ payment, resolve, onDone }: { payment: AdminPaymentView; resolve: Resolve; onDone: (report: string) => void }) {
  const t = useTranslations("payments.mismatch");
  const locale = useLocale();
  const [action, setAction] = useState<Action | null>(null);
  // One key per decision: a retried click replays it, the other decision is a new request.
  const [keys] = useState<Record<Action, string>>(() => ({ refund: crypto.randomUUID(), accept: crypto.randomUUID() }));
  const form = useZodForm(resolveFlagBody, { action: "refund", note: "" });
  const charged = payment.mismatch ? formatMoney(payment.mismatch.charged, locale) : "";
  if (!action) {
    return (
      <div className="form-actions">
        {payment.flag_actions.map((a) => (
          <Button
            key={a}
            variant={a === "refund" ? "primary" : "secondary"}
            onClick={() => (form.setValue("action", a), setAction(a))}
            data-testid={`flag-${a}`}
          >
            {t(a)}
          </Button>
        ))}
      </div>
    );
  }
  const onSubmit = form.handleSubmit((body) =>
    resolve.mutate(
      { path: { id: payment.id }, body, headers: { "Idempotency-Key": keys[action] } },
      { onSuccess: () => onDone(t(action === "refund" ? "doneRefund" : "doneAccept", { charged })), onError: (e) => showApiErrors(form, errorOf(e), ["note"]) },
    ),
  );
  return (
    <form onSubmit={onSubmit} className="pay-deny" noValidate data-testid="flag-form">
      <FormText form={form} name="note" label={t("note")} multiline rows={2} maxLength={500} required />
      <div className="form-actions">
        <Button type="submit" disabled={resolve.isPending} data-testid="flag-confirm">
          {t(action === "refund" ? "confirmRefund" : "confirmAccept", { charged })}
        </Button>
        <Button variant="secondary" onClick={() => setAction(null)}>
          {t("back")}
        </Button>
      </div>
      {resolve.variables?.path.id === payment.id && <ErrorLine error={resolve.error} />}
    </form>
  );
}

export function FlagQueue() {
  const t = useTranslations("payments");
  const locale = useLocale();
  const viewer = useViewer();
  const mayDecide = viewer?.permissions?.includes("refund.approve") ?? false;
  const [report, setReport] = useState<string | null>(null);
  const resolve = useResolveFlag();
  const queue = useApiQuery("/admin/payments", { query: { flagged: "true", per_page: 50 } });
  const rows = queue.data?.data ?? [];
  return (
    <section className="card pay-queue" aria-labelledby="flag-queue" data-testid="flag-queue">
      <h2 id="flag-queue">{t("mismatch.queueTitle")}</h2>
      <p className="form-field__hint">{t("mismatch.queueHint")}</p>
      {report && (
        <p role="status" data-testid="flag-report">
          {report}
        </p>
      )}
      {queue.isSuccess && rows.length === 0 && <p>{t("mismatch.queueEmpty")}</p>}
      <CardList>
        {rows.map((p) => (
          <Row key={p.id} data-testid="flag-row">
            <RowMain>
              <strong>{t(`purpose.${p.purpose}`)}</strong>
              <span>{t(`admin.flagReason.${p.flag_reason === "currency_mismatch" ? "currency_mismatch" : "amount_mismatch"}`)}</span>
            </RowMain>
            {p.mismatch && (
              <dl className="refund-facts">
                <div>
                  <dt>{t("mismatch.asked")}</dt>
                  <dd>{formatMoney(p.mismatch.asked, locale)}</dd>
                </div>
                <div>
                  <dt>{t("mismatch.charged")}</dt>
                  <dd data-testid="flag-charged">{formatMoney(p.mismatch.charged, locale)}</dd>
                </div>
                {p.flagged_at && (
                  <div>
                    <dt>{t("mismatch.flaggedAt")}</dt>
                    <dd>{formatTime(p.flagged_at, locale)}</dd>
                  </div>
                )}
              </dl>
            )}
            {mayDecide && <FlagDecision payment={p} resolve={resolve} onDone={setReport} />}
          </Row>
        ))}
      </CardList>
    </section>
  );
}
