import { randomUUID } from "node:crypto";
import * as adminRefundsRoute from "@/app/api/v1/admin/refunds/route";
import * as approveRoute from "@/app/api/v1/admin/refunds/[id]/approve/route";
import * as markProcessedRoute from "@/app/api/v1/admin/refunds/[id]/mark-processed/route";
import * as denyRoute from "@/app/api/v1/admin/refunds/[id]/deny/route";
import * as refundsRoute from "@/app/api/v1/refunds/route";
import * as refundRoute from "@/app/api/v1/refunds/[id]/route";
import { call } from "@/server/test/http";
import { auth } from "@/server/test/identity";
import { ProviderUnavailableError, type PaymentProvider, type ProviderRefund, type RefundRequest } from "../providers/types";
import { paymentDeps } from "../deps";

// Refund tests' support: API clients and a scripted provider whose refund
// answers (or errors) the test decides, one per send.

export function refundApi(token: string) {
  const headers = auth(token);
  const withKey = (key: string) => ({ ...headers, "Idempotency-Key": key });
  return {
    request: (body: unknown, key: string = randomUUID()) => call(refundsRoute, "/refunds", { method: "POST", headers: withKey(key), body }),
    get: (id: string) => call(refundRoute, `/refunds/${id}`, { headers, params: { id } }),
    issue: (body: unknown, key: string = randomUUID()) => call(adminRefundsRoute, "/admin/refunds", { method: "POST", headers: withKey(key), body }),
    list: (query: Record<string, string> = {}) => call(adminRefundsRoute, "/admin/refunds", { headers, query }),
    approve: (id: string) => call(approveRoute, `/admin/refunds/${id}/approve`, { method: "POST", headers, params: { id } }),
    markProcessed: (id: string, body: unknown) => call(markProcessedRoute, `/admin/refunds/${id}/mark-processed`, { method: "POST", headers, params: { id }, body }),
    deny: (id: string, body: unknown = { reason: "The service was delivered as agreed" }) =>
      call(denyRoute, `/admin/refunds/${id}/deny`, { method: "POST", headers, params: { id }, body }),
  };
}

export type ScriptedAnswer = ProviderRefund["status"] | Error;

/** Every refund send takes the next answer of `script` (the last one repeats); returns the sends seen. */
export function scriptProvider(...script: ScriptedAnswer[]): RefundRequest[] {
  const sends: RefundRequest[] = [];
  const unused = async (): Promise<never> => {
    throw new ProviderUnavailableError("not scripted");
  };
  const provider: PaymentProvider = {
    id: "sandbox",
    createSession: unused,
    queryStatus: unused,
    verifyWebhook: unused,
    listTransactions: unused,
    refund: async (request) => {
      sends.push(request);
      const answer = script[Math.min(sends.length, script.length) - 1];
      if (answer instanceof Error) throw answer;
      return { providerRefundId: `rf_${request.refundId}`, status: answer, failureReason: answer === "failed" ? "declined by issuer" : null };
    },
  };
  paymentDeps.provider = () => provider;
  return sends;
}
