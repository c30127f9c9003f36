import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import type { RequestContext } from "../../core/http/request-context";
import { writeAudit } from "../../core/audit";
import { kuwaitDay } from "../../core/kuwait-time";
import { paymentDeps } from "../../payments/deps";
import { PROVIDER_IDS, type ProviderId } from "../../payments/providers/types";
import { reconciliationView } from "./get-reconciliation";
import { kuwaitDayWindow, reconcileDay } from "./reconcile-day";
import { dateText } from "./views";

// Running reconciliation: by hand (Finance picks a day and a provider; the
// active driver when none) and the daily job (yesterday, every provider that
// had payments that day plus the active driver).

export async function runReconciliation(input: { date: string; provider?: ProviderId }, ctx: RequestContext) {
  const provider = input.provider ?? (await paymentDeps.driver()).active;
  const runId = await reconcileDay({ date: input.date, provider, startedBy: ctx.userId ?? null });
  const view = await reconciliationView(input.date, runId);
  await db.$transaction((tx) =>
    writeAudit(tx, {
      actor: { type: "admin", id: ctx.userId },
      action: "reconciliation.run",
      entityType: "reconciliation_run",
      entityId: runId,
      diff: { date: input.date, provider, status: view.run?.status, mismatch_count: view.run?.mismatch_count },
      request: ctx,
    }),
  );
  return view;
}

/** The daily job: yesterday's Kuwait day, per provider; one provider failing does not stop the others. */
export async function reconcilePayments(): Promise<{ date: string; runs: number }> {
  const date = dateText(kuwaitDay(new Date(now().getTime() - 86_400_000)));
  const { from, to } = kuwaitDayWindow(date);
  const window = { gte: from, lt: to };
  const used = await db.payment.findMany({ where: { OR: [{ paidAt: window }, { createdAt: window }] }, distinct: ["provider"], select: { provider: true } });
  const providers = new Set<ProviderId>([(await paymentDeps.driver()).active]);
  for (const { provider } of used) if ((PROVIDER_IDS as readonly string[]).includes(provider)) providers.add(provider as ProviderId);
  for (const provider of providers) await reconcileDay({ date, provider, startedBy: null });
  return { date, runs: providers.size };
}
