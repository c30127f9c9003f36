import { randomUUID } from "node:crypto";
import { call } from "@/server/test/http";
import { auth } from "@/server/test/identity";
import { ProviderUnavailableError, type PaymentProvider, type ProviderRefund, type RefundRequest } from "../payments/providers/types";
import { paymentDeps } from "../payments/deps";

// Refund tests' support: API clients and a scripted provider whose refund
// answers (or errors) the test decides, one per send.

export function refundApi(token: string) {
  const headers = auth(token);
  const withKey = (key: string) => ({ ...headers, "Idempotency-Key": key });
  return {
    request: (body: unknown, key: string = randomUUID()) => call("/refunds", { method: "POST", headers: withKey(key), body }),
    get: (id: string) => call(`/refunds/${id}`, { headers }),
    issue: (body: unknown, key: string = randomUUID()) => call("/admin/refunds", { method: "POST", headers: withKey(key), body }),
    list: (query: Record<string, string> = {}) => call("/admin/refunds", { headers, query }),
    approve: (id: string) => call(`/admin/refunds/${id}/approve`, { method: "POST", headers }),
    markProcessed: (id: string, body: unknown) => call(`/admin/refunds/${id}/mark-processed`, { method: "POST", headers, body }),
    deny: (id: string, body: unknown = { reason: "The service was delivered as agreed" }) =>
      call(`/admin/refunds/${id}/deny`, { method: "POST", headers, body }),
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
