"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { ApiError } from "@/components/ui/api-client";
import { PayPlan } from "@/components/payments/pay-plan";
import { Button } from "@/components/ui/button";
import { useErrorMessage } from "@/components/ui/errors";
import { Checkbox } from "@/components/ui/fields";
import { useDates } from "@/components/ui/format";
import { formatCount, formatMoney } from "@/components/ui/money";
import { ErrorText } from "@/components/ui/error-text";
import { apiQueryKey, errorOf, useApiMutation, useApiQuery, type Loaded } from "@/components/ui/use-api";
import { usePlans } from "@/components/catalog/reference-data";
import type { Plan, SubscriptionOverview } from "./types";
import { QuotaBars, UsageBar } from "./usage";
import { VendorGate } from "@/components/shell/vendor-gate";

// The vendor's plan: current subscription, this month's usage, a pending
// change (a paid plan waiting for its payment, or a scheduled move to Free),
// the plans to choose from, auto-renew and cancel at period end. Changing the
// plan is the owner's (the API answers 403 to staff).

const FREE = "free";

export function SubscriptionManager() {
  return <VendorGate>{() => <Subscription />}</VendorGate>;
}

function Subscription() {
  const t = useTranslations("vendorPortal.subscription");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const { date } = useDates();
  const plans = usePlans();
  const overview = useApiQuery("/subscriptions/me", {});
  // A plan change moves the quotas and seats the vendor pages and the payments list show.
  const change = useApiMutation("post", "/subscriptions", { invalidates: ["vendors", "payments"] });
  const patch = useApiMutation("patch", "/subscriptions/me");
  const busy = change.isPending || patch.isPending;
  const [error, setError] = useState<ApiError | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  if (overview.isPending) return <p role="status">{t("loading")}</p>;
  if (overview.isError) {
    return <ErrorText>{errorMessage(errorOf(overview.error))}</ErrorText>;
  }
  const o = overview.data.data;
  const current = o.subscription;
  const pending = o.pending_change;
  // Both writes answer the new overview: shown at once, before the refetch their invalidation starts.
  const set = (data: SubscriptionOverview) =>
    queryClient.setQueryData<Loaded<SubscriptionOverview, unknown>>(apiQueryKey("/subscriptions/me", {}, locale), (old) => (old ? { ...old, data } : old));
  const start = () => {
    setError(null);
    setOutcome(null);
  };
  const onError = (e: unknown) => setError(errorOf(e));

  function choose(plan: Plan) {
    start();
    change.mutate(
      // One key per click: a retried request (double click, flaky network) is answered once.
      { body: { plan_id: plan.id }, headers: { "Idempotency-Key": crypto.randomUUID() } },
      {
        onSuccess: ({ data }) => {
          set(data);
          setOutcome(
            plan.code === FREE
              ? t("outcome.downgrade")
              : data.pending_change?.type === "payment_pending"
                ? t("outcome.pending", { plan: plan.name })
                : t("outcome.changed", { plan: plan.name }),
          );
        },
        onError,
      },
    );
  }

  function update(body: { auto_renew?: boolean; cancel_at_period_end?: boolean }) {
    start();
    patch.mutate(
      { body },
      {
        onSuccess: ({ data }) => {
          set(data);
          setOutcome(t("outcome.updated"));
        },
        onError,
      },
    );
  }

  const paid = current && current.plan.code !== FREE && current.current_period_end;
  return (
    <div className="vendor-subscription" data-testid="vendor-subscription">
      <section className="card admin-card" aria-labelledby="current-title" data-testid="current-plan">
        <h2 id="current-title">{t("current")}</h2>
        {current ? (
          <>
            <p className="vendor-plan-name">
              <strong>{current.plan.name}</strong> · {formatMoney(current.plan.price_monthly, locale)} {t("perMonth")}
              {current.status === "past_due" && <span className="status-badge status-badge--suspended">{t("pastDue")}</span>}
            </p>
            {current.current_period_end && (
              <p>{t(current.cancel_at_period_end || !current.auto_renew ? "endsOn" : "renewsOn", { date: date(current.current_period_end) })}</p>
            )}
            {current.status === "past_due" && current.grace_ends_at && (
              <p className="notice notice--warning">{t("grace", { date: date(current.grace_ends_at) })}</p>
            )}
          </>
        ) : (
          <p>{t("none")}</p>
        )}
        {pending?.type === "payment_pending" && (
          <div className="notice notice--warning" data-testid="pending-payment">
            <p>
              <strong>{t("awaitingPayment", { plan: pending.plan.name, price: formatMoney(pending.plan.price_monthly, locale) })}</strong>
            </p>
            {pending.subscription_id && (
              <PayPlan subscriptionId={pending.subscription_id} price={pending.plan.price_monthly} paymentUrl={pending.payment_url} />
            )}
          </div>
        )}
        {pending?.type === "downgrade" && pending.effective_at && (
          <p className="notice">{t("downgradeOn", { plan: pending.plan.name, date: date(pending.effective_at) })}</p>
        )}
        {paid && (
          <div className="vendor-subscription__toggles">
            <Checkbox
              name="auto_renew"
              label={t("autoRenew")}
              checked={current.auto_renew}
              disabled={busy}
              onChange={(v) => update({ auto_renew: v })}
              hint={t("autoRenewHint")}
            />
            <Checkbox
              name="cancel_at_period_end"
              label={t("cancelAtEnd")}
              checked={current.cancel_at_period_end}
              disabled={busy}
              onChange={(v) => update({ cancel_at_period_end: v })}
              hint={t("cancelAtEndHint")}
            />
          </div>
        )}
      </section>

      <section className="card admin-card" aria-labelledby="usage-title">
        <h2 id="usage-title">{t("usage")}</h2>
        <QuotaBars usage={o.usage} />
        <UsageBar label={t("team")} used={o.team.members} limit={o.team.team_size} />
      </section>

      {outcome && (
        <p className="form-status" role="status">
          {outcome}
        </p>
      )}
      {error && <ErrorText>{error.code === "FORBIDDEN" ? t("ownerOnly") : error.code === "CONFLICT" ? t("conflict") : errorMessage(error)}</ErrorText>}

      <section aria-labelledby="plans-title">
        <h2 id="plans-title">{t("plans")}</h2>
        {plans.isPending && <p role="status">{t("loading")}</p>}
        <ul className="vendor-plans" data-testid="plan-cards">
          {(plans.data?.data ?? []).map((plan) => {
            const isCurrent = current?.plan.id === plan.id;
            const isPending = pending?.type === "payment_pending" && pending.plan.id === plan.id;
            return (
              <li key={plan.id} className={`card vendor-plan${isCurrent ? " vendor-plan--current" : ""}`} data-testid="plan-card">
                <h3>{plan.name}</h3>
                <p className="vendor-price">
                  {formatMoney(plan.price_monthly, locale)} <span className="admin-muted">{t("perMonth")}</span>
                </p>
                <ul className="vendor-plan__limits">
                  <li>
                    {plan.rfq_receive_limit === null ? t("limits.rfqsUnlimited") : t("limits.rfqs", { count: formatCount(plan.rfq_receive_limit, locale) })}
                  </li>
                  <li>
                    {plan.quotation_quota === null ? t("limits.quotesUnlimited") : t("limits.quotes", { count: formatCount(plan.quotation_quota, locale) })}
                  </li>
                  <li>{t("limits.team", { count: plan.team_size })}</li>
                  <li>{t(`limits.analytics.${plan.analytics_depth}`)}</li>
                  {plan.featured_eligible && <li>{t("limits.featured")}</li>}
                </ul>
                {isCurrent ? (
                  <span className="badge">{t("currentBadge")}</span>
                ) : isPending ? (
                  <span className="badge">{t("pendingBadge")}</span>
                ) : (
                  <Button disabled={busy} onClick={() => choose(plan)}>
                    {plan.code === FREE ? t("chooseFree") : t("choose", { plan: plan.name })}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
