import { db } from "../../core/db/client";
import { notFound } from "../../core/errors";
import { dateText, mismatchOrder, mismatchView, runView } from "./views";

// A day's reconciliation: its latest run (of one provider when asked) and that run's mismatches.

export async function getReconciliation(input: { date: string; provider?: string }) {
  const run = await db.reconciliationRun.findFirst({
    where: { runDate: new Date(`${input.date}T00:00:00Z`), ...(input.provider ? { provider: input.provider } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return reconciliationView(input.date, run?.id ?? null);
}

export async function reconciliationView(date: string, runId: string | null) {
  if (!runId) return { date, run: null, mismatches: [] };
  const run = await db.reconciliationRun.findUnique({ where: { id: runId }, include: { mismatches: { orderBy: mismatchOrder } } });
  if (!run) throw notFound();
  return { date: dateText(run.runDate), run: runView(run), mismatches: run.mismatches.map(mismatchView) };
}
