import { expect } from "vitest";
import { db } from "@/server/core/db/client";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { bookedRfq } from "@/server/test/bookings";
import { call, freshIp, serve } from "@/server/test/http";
import { auth } from "@/server/test/identity";
import { deliverToRoutes, depositBody, paymentApi, sandboxApi } from "@/server/test/payment-api";

// Reconciliation tests' support: the endpoints, and deposits paid the way a
// payer pays them (the sandbox's hosted page, its signed webhook, the outbox).

export function reconciliationApi(token: string) {
  const headers = auth(token);
  return {
    run: (body: unknown) => call("/admin/reports/reconciliation/runs", { method: "POST", headers, body }),
    day: (query: Record<string, string>) => call("/admin/reports/reconciliation", { headers, query }),
    /** The export's raw answer (a file, not JSON). */
    export: async (runId: string, format: string) => {
      const url = `http://localhost/api/v1/admin/reports/reconciliation/${runId}/export?format=${format}`;
      const response = await serve(new Request(url, { headers: { ...headers, "x-forwarded-for": freshIp() } }));
      return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
    },
  };
}

/** A booking deposit started through the endpoint: the payment and its sandbox session. */
export async function startedDeposit() {
  const setup = await bookedRfq();
  const res = await paymentApi(setup.buyer.token).pay(depositBody(setup.bookingId));
  expect(res.status).toBe(201);
  const payment = await db.payment.findUniqueOrThrow({ where: { id: res.json.data.id } });
  return { ...setup, payment, sessionId: payment.providerSessionId! };
}

/** A deposit paid on the sandbox's page with `method`; the webhook applied. */
export async function sandboxPaidDeposit(method: "knet" | "card") {
  const started = await startedDeposit();
  deliverToRoutes();
  expect((await sandboxApi.complete(started.sessionId, { outcome: "paid", method })).status).toBe(200);
  while ((await dispatchOutbox()).delivered > 0);
  const payment = await db.payment.findUniqueOrThrow({ where: { id: started.payment.id } });
  expect(payment.status).toBe("paid");
  return { ...started, payment };
}
