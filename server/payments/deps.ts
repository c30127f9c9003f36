import { paymentDriver, paymentProvider } from "./providers";

// The outside world of the payments module, replaceable in tests: provider
// adapters (a fake that is down, or that answers a given status), the pause
// between session attempts (no real waits in tests), and how the sandbox
// delivers its webhooks (real HTTP by default; tests call the route module).

export type WebhookDelivery = (url: string, init: { body: string; headers: Record<string, string> }) => Promise<void>;

const httpDelivery: WebhookDelivery = async (url, { body, headers }) => {
  const res = await fetch(url, { method: "POST", body, headers: { "content-type": "application/json", ...headers }, signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`webhook answered ${res.status}`);
};

export const paymentDeps = {
  provider: paymentProvider,
  driver: paymentDriver,
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  deliverWebhook: httpDelivery,
};

export const defaultPaymentDeps = { ...paymentDeps };

/** Puts back the real dependencies (tests, afterEach). */
export function resetPaymentDeps(): void {
  Object.assign(paymentDeps, defaultPaymentDeps);
}
