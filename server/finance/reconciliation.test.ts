import ExcelJS from "exceljs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { freezeClock, now, resetClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { kuwaitDay } from "@/server/core/kuwait-time";
import { paymentDeps, resetPaymentDeps } from "@/server/payments/deps";
import { replayFetch } from "@/server/test/payment-replay";
import { myFatoorahProvider } from "@/server/payments/providers/myfatoorah";
import { sandboxFee, sandboxProvider } from "@/server/payments/providers/sandbox";
import { ProviderUnavailableError } from "@/server/payments/providers/types";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { signedIn } from "@/server/test/identity";
import { reconcilePayments } from "./reconciliation/run-reconciliation";
import { reconciliationApi, sandboxPaidDeposit, startedDeposit } from "../test/reconciliation";

// Reconciliation: our payments and refunds of a day against the sandbox
// gateway's own ledger, after tampering with both sides.

beforeAll(registerEventHandlers);
afterEach(() => {
  resetPaymentDeps();
  resetClock();
});

/** Each test works on its own Kuwait day (12:00 there), so one test's records never count in another's run. */
const onDay = (date: string) => freezeClock(`${date}T09:00:00Z`);
const today = () => kuwaitDay(now()).toISOString().slice(0, 10);
const finance = () => signedIn({ roles: ["admin_finance"] });

async function processedRefund(paymentId: string, amount: string, providerRefundId: string) {
  return db.refund.create({
    data: { id: newId(), paymentId, amount, reason: "goodwill", note: "test", status: "processed", processedAt: now(), providerRefundId },
  });
}

/** Six kinds of disagreement and two records that agree, seeded on both sides. */
async function seededDay() {
  const matched = await sandboxPaidDeposit("knet");
  const gone = await sandboxPaidDeposit("card");
  await db.sandboxSession.delete({ where: { id: gone.sessionId } });
  const amountDiffers = await sandboxPaidDeposit("knet");
  await db.sandboxSession.update({ where: { id: amountDiffers.sessionId }, data: { paidAmount: amountDiffers.payment.amount.plus(1) } });
  const feeDiffers = await sandboxPaidDeposit("card");
  await db.payment.update({ where: { id: feeDiffers.payment.id }, data: { providerFee: "0.001" } });
  // Captured at the gateway, the webhook never arrived: we still say pending.
  const pending = await startedDeposit();
  await db.sandboxSession.update({
    where: { id: pending.sessionId },
    data: { status: "paid", method: "knet", paidAmount: pending.payment.amount, fee: "0.250", paidAt: now() },
  });
  // A capture the gateway has and we have never heard of.
  await db.sandboxSession.create({
    data: {
      id: `sbx_ghost_${newId()}`,
      paymentId: "pay_ghost",
      amount: "7.000",
      currency: "KWD",
      status: "paid",
      method: "knet",
      paidAmount: "7.000",
      fee: "0.250",
      paidAt: now(),
      returnUrl: "x",
      webhookUrl: "x",
      createdAt: now(),
    },
  });
  const sent = await sandboxProvider().refund({
    refundId: newId(),
    paymentId: matched.payment.id,
    providerRef: matched.sessionId,
    amount: "1.000",
    currency: "KWD",
    reason: "goodwill",
  });
  const sentRefundId = (await db.sandboxRefund.findUniqueOrThrow({ where: { id: sent.providerRefundId } })).refundId;
  const refundMatched = await db.refund.create({
    data: {
      id: sentRefundId,
      paymentId: matched.payment.id,
      amount: "1.000",
      reason: "goodwill",
      note: "t",
      status: "processed",
      processedAt: now(),
      providerRefundId: sent.providerRefundId,
    },
  });
  const refundUnsent = await processedRefund(amountDiffers.payment.id, "2.000", "sbx_rf_never_sent");
  return { matched, gone, amountDiffers, feeDiffers, pending, refundMatched, refundUnsent };
}

describe("the sandbox's own ledger", () => {
  it("a capture records its time and fee on the session, and the webhook carries the fee onto the payment", async () => {
    onDay("2026-10-01");
    const card = await sandboxPaidDeposit("card");
    const session = await db.sandboxSession.findUniqueOrThrow({ where: { id: card.sessionId } });
    expect(session.paidAt).not.toBeNull();
    expect(session.fee?.toFixed(3)).toBe(card.payment.amount.mul("0.025").toFixed(3));
    expect(card.payment.providerFee?.toFixed(3)).toBe(session.fee?.toFixed(3));
    const knet = await sandboxPaidDeposit("knet");
    expect(knet.payment.providerFee?.toFixed(3)).toBe("0.250");
    // 2.5% of 10.020 is 0.2505: half-up to the fils.
    expect(sandboxFee("card", "10.020")).toBe("0.251");
  });
});

describe("a reconciliation run", () => {
  it("lists every seeded disagreement once, with both sides, and not the records that agree; the counts add up", async () => {
    onDay("2026-10-02");
    const s = await seededDay();
    const admin = await finance();
    const res = await reconciliationApi(admin.token).run({ date: today() });
    expect(res.status).toBe(201);
    const { run, mismatches } = res.json.data;
    expect(run).toMatchObject({
      run_date: today(),
      provider: "sandbox",
      status: "completed",
      our_count: 7,
      provider_count: 6,
      matched_count: 2,
      mismatch_count: 6,
    });
    const amount = (d: { toFixed(n: number): string }) => ({ amount: d.toFixed(3), currency: "KWD" });
    const byKind = (kind: string, recordType = "payment") =>
      mismatches.filter((m: { kind: string; record_type: string }) => m.kind === kind && m.record_type === recordType);
    expect(byKind("missing_ours")).toEqual([
      expect.objectContaining({
        record_id: null,
        provider_ref: expect.stringMatching(/^sbx_ghost_/),
        our_amount: null,
        provider_amount: { amount: "7.000", currency: "KWD" },
        provider_status: "paid",
      }),
    ]);
    expect(byKind("missing_provider")).toEqual([
      expect.objectContaining({
        record_id: s.gone.payment.id,
        provider_ref: s.gone.sessionId,
        our_amount: amount(s.gone.payment.amount),
        provider_amount: null,
        our_status: "paid",
      }),
    ]);
    expect(byKind("missing_provider", "refund")).toEqual([
      expect.objectContaining({
        record_id: s.refundUnsent.id,
        provider_ref: "sbx_rf_never_sent",
        our_amount: { amount: "2.000", currency: "KWD" },
        provider_amount: null,
        our_status: "processed",
      }),
    ]);
    expect(byKind("amount_differs")).toEqual([
      expect.objectContaining({
        record_id: s.amountDiffers.payment.id,
        our_amount: amount(s.amountDiffers.payment.amount),
        provider_amount: amount(s.amountDiffers.payment.amount.plus(1)),
      }),
    ]);
    expect(byKind("status_differs")).toEqual([expect.objectContaining({ record_id: s.pending.payment.id, our_status: "pending", provider_status: "paid" })]);
    expect(byKind("fee_differs")).toEqual([expect.objectContaining({ record_id: s.feeDiffers.payment.id, our_status: "paid", provider_status: "paid" })]);
    const listed = mismatches.map((m: { record_id: string | null }) => m.record_id);
    expect(listed).not.toContain(s.matched.payment.id);
    expect(listed).not.toContain(s.refundMatched.id);

    expect(await db.reconciliationMismatch.count({ where: { runId: run.id } })).toBe(6);
    expect(await db.auditLog.findFirst({ where: { action: "reconciliation.run", entityId: run.id } })).toMatchObject({ actorId: admin.id });
    const day = await reconciliationApi(admin.token).day({ date: today() });
    expect(day.json.data).toEqual(res.json.data);
  });

  it("a provider that cannot be reached gives a failed run with the reason, never a 500; MyFatoorah (no listing) is asked per record", async () => {
    onDay("2026-10-03");
    const admin = await finance();
    const replay = replayFetch();
    paymentDeps.provider = (id) =>
      id === "provider_b"
        ? myFatoorahProvider({ apiKey: "k", apiUrl: "https://apitest.myfatoorah.com", webhookSecret: "s", fetch: replay.fetch })
        : { ...sandboxProvider(), listTransactions: async () => Promise.reject(new ProviderUnavailableError("connect ECONNREFUSED")) };
    const down = await reconciliationApi(admin.token).run({ date: today(), provider: "sandbox" });
    expect(down.status).toBe(201);
    expect(down.json.data).toMatchObject({ run: { status: "failed", error: "connect ECONNREFUSED", mismatch_count: 0 }, mismatches: [] });
    // No provider_b payments that day: nothing to ask, a completed empty run (reconciliation-myfatoorah.test.ts has a full day).
    const empty = await reconciliationApi(admin.token).run({ date: today(), provider: "provider_b" });
    expect(empty.json.data.run).toMatchObject({ provider: "provider_b", status: "completed", error: null, our_count: 0, provider_count: 0, mismatch_count: 0 });
    expect(replay.calls).toHaveLength(0);
    expect((await reconciliationApi(admin.token).day({ date: today(), provider: "sandbox" })).json.data.run.id).toBe(down.json.data.run.id);
  });

  it("the daily job reconciles yesterday for the active driver; a bad or future date is 422; only Finance and Super may run or read", async () => {
    const clock = onDay("2026-10-04");
    await sandboxPaidDeposit("knet");
    const paidDay = today();
    clock.advance(86_400_000);
    expect(await reconcilePayments()).toEqual({ date: paidDay, runs: 1 });
    expect(await db.reconciliationRun.findFirst({ where: { runDate: new Date(`${paidDay}T00:00:00Z`), startedBy: null } })).toMatchObject({
      status: "completed",
      matchedCount: 1,
      mismatchCount: 0,
    });

    const admin = await finance();
    expect((await reconciliationApi(admin.token).run({ date: "2026-13-01" })).status).toBe(422);
    expect((await reconciliationApi(admin.token).run({ date: "2999-01-01" })).status).toBe(422);
    expect((await reconciliationApi(admin.token).day({ date: "2020-01-01" })).json.data).toEqual({ date: "2020-01-01", run: null, mismatches: [] });
    const superAdmin = await signedIn({ roles: ["admin_super"] });
    expect((await reconciliationApi(superAdmin.token).day({ date: today() })).status).toBe(200);
    for (const who of [await signedIn({ roles: ["admin_support"] }), await signedIn()]) {
      expect((await reconciliationApi(who.token).run({ date: today() })).status).toBe(403);
      expect((await reconciliationApi(who.token).day({ date: today() })).status).toBe(403);
    }
  });
});

describe("the export", () => {
  it("CSV (BOM, header, one row per mismatch with its run) and XLSX (same rows, amounts as numbers) as attachments; 403 for Support, 404 for an unknown run", async () => {
    onDay("2026-10-06");
    await seededDay();
    const admin = await finance();
    const { run, mismatches } = (await reconciliationApi(admin.token).run({ date: today() })).json.data;
    const runColumns = [today(), "sandbox", "completed", "7", "6", "2"];
    const expectedRows = mismatches.map((m: Record<string, { amount: string } | string | null>) => [
      ...runColumns,
      m.kind,
      m.record_type,
      m.record_id ?? "",
      m.provider_ref ?? "",
      (m.our_amount as { amount: string } | null)?.amount ?? "",
      (m.provider_amount as { amount: string } | null)?.amount ?? "",
      m.our_status ?? "",
      m.provider_status ?? "",
      "",
    ]);

    const csv = await reconciliationApi(admin.token).export(run.id, "csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="reconciliation-${today()}.csv"`);
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(csv.bytes.slice(3)).trimEnd().split("\n");
    expect(lines[0]).toBe(
      "run_date,provider,run_status,our_records,provider_records,matched,kind,record_type,record_id,provider_ref,our_amount,provider_amount,our_status,provider_status,note",
    );
    expect(lines.slice(1).map((l) => l.split(","))).toEqual(expectedRows);

    const xlsx = await reconciliationApi(admin.token).export(run.id, "xlsx");
    expect(xlsx.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(xlsx.headers.get("content-disposition")).toBe(`attachment; filename="reconciliation-${today()}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes.buffer as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(1 + mismatches.length);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(lines[0].split(","));
    // exceljs leaves empty cells as holes in `values`: Array.from turns them into undefined.
    const cells = (i: number) => Array.from(sheet.getRow(i).values as unknown[]).slice(1);
    for (let i = 0; i < expectedRows.length; i++) {
      const row = cells(i + 2);
      // Amounts (columns 11-12) show 3 decimals; the run's counts are whole numbers.
      expect(row.map((v, c) => (typeof v === "number" ? (c >= 10 ? v.toFixed(3) : String(v)) : (v ?? "")))).toEqual(expectedRows[i]);
      // Amount cells are numbers, never text.
      for (const col of [11, 12]) if (expectedRows[i][col - 1] !== "") expect(typeof row[col - 1]).toBe("number");
    }
    expect(sheet.getColumn(11).numFmt).toBe("#,##0.000");

    const support = await signedIn({ roles: ["admin_support"] });
    expect((await reconciliationApi(support.token).export(run.id, "csv")).status).toBe(403);
    expect((await reconciliationApi(admin.token).export("no-such-run", "csv")).status).toBe(404);
    expect((await reconciliationApi(admin.token).export(run.id, "pdf")).status).toBe(422);
  });

  it("on a clean day (everything matched) the CSV says so in one row with the run's counts, not a header alone; a failed run says why", async () => {
    onDay("2026-10-08");
    await sandboxPaidDeposit("knet");
    await sandboxPaidDeposit("card");
    const admin = await finance();
    const { run } = (await reconciliationApi(admin.token).run({ date: today() })).json.data;
    expect(run).toMatchObject({ status: "completed", our_count: 2, provider_count: 2, matched_count: 2, mismatch_count: 0 });
    const csv = await reconciliationApi(admin.token).export(run.id, "csv");
    const lines = new TextDecoder().decode(csv.bytes.slice(3)).trimEnd().split("\n");
    expect(lines).toEqual([
      "run_date,provider,run_status,our_records,provider_records,matched,kind,record_type,record_id,provider_ref,our_amount,provider_amount,our_status,provider_status,note",
      `${today()},sandbox,completed,2,2,2,all_matched,,,,,,,,`,
    ]);

    paymentDeps.provider = () => ({ ...sandboxProvider(), listTransactions: async () => Promise.reject(new ProviderUnavailableError("gateway timeout")) });
    const failed = (await reconciliationApi(admin.token).run({ date: today(), provider: "sandbox" })).json.data.run;
    const failedLines = new TextDecoder()
      .decode((await reconciliationApi(admin.token).export(failed.id, "csv")).bytes.slice(3))
      .trimEnd()
      .split("\n");
    expect(failedLines[1]).toMatch(new RegExp(`^${today()},sandbox,failed,0,0,0,run_failed,,,,,,,,.*gateway timeout`));
  });
});
