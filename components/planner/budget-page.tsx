"use client";

import { useLocale, useTranslations } from "next-intl";
import { AccountGate } from "@/components/account/account-gate";
import { formatMoney, type Money } from "@/components/ui/money";
import { Facts, LoadFailed, Loading } from "@/components/ui/states";
import { useApiQuery } from "@/components/ui/use-api";
import { BudgetChart } from "./budget-chart";
import { AddBudgetLine, BudgetLines, SuggestedSplit } from "./budget-lines";
import { BudgetTotalForm } from "./budget-total-form";
import { PlannerNav } from "./planner-nav";
import { Name } from "@/components/ui/names";
import { SubList } from "@/components/ui/layout";
import "./planner.css";

// The event's budget page: the total, the chart of every line (planned
// against the best quote, booked and paid), the lines to edit, the
// suggested split for the event type.

function Budget({ id }: { id: string }) {
  const t = useTranslations("planner.budget");
  const te = useTranslations("events");
  const locale = useLocale();
  const event = useApiQuery("/events/{id}", { path: { id } });
  const budget = useApiQuery("/events/{id}/budget", { path: { id } });
  if (budget.isPending || event.isPending) return <Loading />;
  if (budget.isError) return <LoadFailed error={budget.error} backHref="/account/events" back={te("back")} />;
  if (event.isError) return <LoadFailed error={event.error} backHref="/account/events" back={te("back")} />;
  const b = budget.data.data;
  const money = (m: Money | null) => (m ? formatMoney(m, locale) : t("none"));
  const used = b.total && Number(b.total.amount) > 0 ? Math.round((Number(b.booked.amount) / Number(b.total.amount)) * 100) : null;
  return (
    <article className="planner" data-testid="budget-page">
      <PlannerNav eventId={id} current="budget" />
      <h2 dir="auto">
        <Name>{event.data.data.title}</Name>
      </h2>
      <BudgetTotalForm key={b.total?.amount ?? "none"} eventId={id} budget={b} />
      {used !== null && (
        <div className="planner-meter" data-testid="budget-used">
          <span>{t("used", { percent: used })}</span>
          <meter min={0} max={100} low={80} high={100} optimum={50} value={Math.min(used, 100)} aria-label={t("used", { percent: used })} />
        </div>
      )}
      {b.over_budget && (
        <p className="notice notice-warning" role="status" data-testid="budget-over">
          {t("overBudget")}
        </p>
      )}
      <Facts
        items={[
          [t("facts.total"), money(b.total)],
          [t("facts.planned"), money(b.planned)],
          [t("facts.unallocated"), money(b.unallocated)],
          [t("facts.quoted"), money(b.quoted)],
          [t("facts.booked"), money(b.booked)],
          [t("facts.paid"), money(b.paid)],
        ]}
      />
      {b.lines.length > 0 && <BudgetChart lines={b.lines} />}
      <section aria-labelledby="budget-lines-title">
        <h3 id="budget-lines-title">{t("title")}</h3>
        <BudgetLines eventId={id} budget={b} />
        <AddBudgetLine eventId={id} budget={b} />
      </section>
      {b.unplanned.length > 0 && (
        <section aria-labelledby="budget-unplanned">
          <h3 id="budget-unplanned">{t("unplanned")}</h3>
          <SubList>
            {b.unplanned.map((u) => (
              <li key={u.category.id}>
                <bdi>{u.category.name}</bdi>: {t("columns.booked")} {money(u.booked)} · {t("columns.paid")} {money(u.paid)}
              </li>
            ))}
          </SubList>
        </section>
      )}
      <SuggestedSplit eventId={id} budget={b} typeLabel={te(`types.${event.data.data.event_type}`)} />
    </article>
  );
}

export function BudgetPage({ id }: { id: string }) {
  return <AccountGate>{() => <Budget id={id} />}</AccountGate>;
}
