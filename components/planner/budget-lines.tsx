"use client";

import { useLocale, useTranslations } from "next-intl";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormSelect, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { formatMoney, normalizeAmount, type Money } from "@/components/ui/money";
import { ErrorLine } from "@/components/ui/states";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { PLANNER_CHANGES, type Budget, type BudgetLine } from "./types";
import { FactList } from "@/components/ui/facts";
import { Muted } from "@/components/ui/layout";
import { useConfirm } from "@/components/ui/confirm";

// The budget's lines as a table (the chart's figures, and where plans are
// edited), the form that adds one, and the suggested split.

const amountForm = z.object({ planned: z.string().trim().min(1, { message: "validation.required" }) });
const lineForm = z.object({ category_id: z.string().min(1, { message: "validation.required" }), planned: amountForm.shape.planned });

function PlannedCell({ eventId, line }: { eventId: string; line: BudgetLine }) {
  const t = useTranslations("planner.budget");
  const patch = useApiMutation("patch", "/events/{id}/budget/lines/{lineId}", { invalidates: PLANNER_CHANGES });
  const form = useZodForm(amountForm, { planned: line.planned.amount });
  const submit = form.handleSubmit((v) =>
    patch.mutate(
      { path: { id: eventId, lineId: line.id }, body: { planned: normalizeAmount(v.planned) } },
      { onError: (e) => showApiErrors(form, errorOf(e), ["planned"]) },
    ),
  );
  return (
    <form className="planner-inline" onSubmit={submit} noValidate>
      <FormText form={form} name="planned" label={t("plannedFor", { category: line.category.name })} inputMode="decimal" dir="ltr" />
      <Button type="submit" variant="secondary" disabled={patch.isPending}>
        {t("save")}
      </Button>
    </form>
  );
}

export function BudgetLines({ eventId, budget }: { eventId: string; budget: Budget }) {
  const t = useTranslations("planner.budget");
  const locale = useLocale();
  const remove = useApiMutation("delete", "/events/{id}/budget/lines/{lineId}", { invalidates: PLANNER_CHANGES });
  const money = (m: Money | null) => (m ? formatMoney(m, locale) : t("none"));
  if (budget.lines.length === 0) return <Muted>{t("empty")}</Muted>;
  return (
    <div className="planner-lines" data-testid="budget-lines">
      {budget.lines.map((l) => (
        <article key={l.id} className={`card planner-line${l.over_budget ? " planner-line--over" : ""}`} data-testid="budget-line">
          <header className="planner-line__head">
            <h4 dir="auto">{l.category.name}</h4>
            {l.over_budget && (
              <span className="planner-flag" data-testid="budget-line-over">
                {t("lineOver")}
              </span>
            )}
          </header>
          <PlannedCell eventId={eventId} line={l} />
          <FactList>
            <div>
              <dt>{t("columns.quoted")}</dt>
              <dd>{money(l.quoted)}</dd>
            </div>
            <div>
              <dt>{t("columns.booked")}</dt>
              <dd>{money(l.booked)}</dd>
            </div>
            <div>
              <dt>{t("columns.paid")}</dt>
              <dd>{money(l.paid)}</dd>
            </div>
          </FactList>
          <Button
            variant="secondary"
            aria-label={t("removeLine", { category: l.category.name })}
            disabled={remove.isPending}
            onClick={() => remove.mutate({ path: { id: eventId, lineId: l.id } })}
          >
            {t("remove")}
          </Button>
        </article>
      ))}
      <ErrorLine error={remove.error} />
    </div>
  );
}

export function AddBudgetLine({ eventId, budget }: { eventId: string; budget: Budget }) {
  const t = useTranslations("planner.budget");
  const add = useApiMutation("post", "/events/{id}/budget/lines", { invalidates: PLANNER_CHANGES });
  const form = useZodForm(lineForm, { category_id: "", planned: "" });
  const taken = new Set(budget.lines.map((l) => l.category.id));
  const options = [...budget.suggested.map((s) => s.category), ...budget.unplanned.map((u) => u.category)]
    .filter((c, i, all) => !taken.has(c.id) && all.findIndex((x) => x.id === c.id) === i)
    .map((c) => ({ value: c.id, label: c.name }));
  const submit = form.handleSubmit((v) =>
    add.mutate(
      { path: { id: eventId }, body: { category_id: v.category_id, planned: normalizeAmount(v.planned) } },
      { onSuccess: () => form.reset({ category_id: "", planned: "" }), onError: (e) => showApiErrors(form, errorOf(e), ["category_id", "planned"]) },
    ),
  );
  if (options.length === 0) return null;
  return (
    <form className="form-column card" onSubmit={submit} noValidate data-testid="budget-add-line">
      <h4>{t("addLine")}</h4>
      <FormSelect form={form} name="category_id" label={t("category")} options={options} placeholder={t("none")} />
      <FormText form={form} name="planned" label={t("planned")} inputMode="decimal" dir="ltr" />
      <div className="form-actions">
        <Button type="submit" disabled={add.isPending} data-testid="budget-add-line-save">
          {t("add")}
        </Button>
      </div>
    </form>
  );
}

export function SuggestedSplit({ eventId, budget, typeLabel }: { eventId: string; budget: Budget; typeLabel: string }) {
  const t = useTranslations("planner.budget");
  const confirm = useConfirm();
  const locale = useLocale();
  const put = useApiMutation("put", "/events/{id}/budget", { invalidates: PLANNER_CHANGES });
  const ready = budget.total !== null;
  const apply = async () => {
    if (budget.lines.length > 0 && !(await confirm({ title: t("replaceConfirm"), confirmLabel: t("useSuggested") }))) return;
    const lines = budget.suggested.flatMap((s) => (s.planned ? [{ category_id: s.category.id, planned: s.planned.amount }] : []));
    put.mutate({ path: { id: eventId }, body: { budget_total: budget.total?.amount ?? null, lines } });
  };
  return (
    <section className="card planner-suggested" aria-labelledby="budget-suggested">
      <h4 id="budget-suggested">{t("suggested", { type: typeLabel })}</h4>
      <ul className="planner-split">
        {budget.suggested.map((s) => (
          <li key={s.category.id}>
            <bdi>{s.category.name}</bdi> <Muted as="span">{s.percent}%</Muted>
            {s.planned && <span> · {formatMoney(s.planned, locale)}</span>}
          </li>
        ))}
      </ul>
      {ready ? (
        <Button variant="secondary" onClick={apply} disabled={put.isPending} data-testid="budget-use-suggested">
          {t("useSuggested")}
        </Button>
      ) : (
        <Muted>{t("needTotal")}</Muted>
      )}
      <ErrorLine error={put.error} />
    </section>
  );
}
