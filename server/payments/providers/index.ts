import { config, standInsAllowed } from "../../core/config";
import { db } from "../../core/db/client";
import { myFatoorahProvider } from "./myfatoorah";
import { sandboxProvider } from "./sandbox";
import { tapProvider } from "./tap";
import { ProviderUnavailableError, type PaymentProvider, type ProviderId } from "./types";

// Which provider takes new payments, and the adapter of each provider id.
// The active driver is the `payment_driver` marketplace setting (a Super
// Admin switches it; the previous one keeps receiving webhooks for 72 hours),
// the sandbox when none is set (in a production deployment without DEMO_MODE:
// the configured real gateway, Tap first). Real gateways need their credentials
// in the environment; without them they answer ProviderUnavailableError.

export const PAYMENT_DRIVER_KEY = "payment_driver";
export type DriverSetting = { active: ProviderId; previous: ProviderId | null; switched_at: string | null };
function defaultDriver(): DriverSetting {
  const active = standInsAllowed() ? "sandbox" : config().TAP_SECRET_KEY ? "provider_a" : "provider_b";
  return { active, previous: null, switched_at: null };
}

export async function paymentDriver(): Promise<DriverSetting> {
  const row = await db.marketplaceSetting.findUnique({ where: { key: PAYMENT_DRIVER_KEY } });
  return (row?.value as DriverSetting | undefined) ?? defaultDriver();
}

function unconfigured(id: ProviderId): PaymentProvider {
  const fail = async (): Promise<never> => {
    throw new ProviderUnavailableError(`${id} has no credentials configured`);
  };
  return { id, createSession: fail, queryStatus: fail, refund: fail, listTransactions: fail, verifyWebhook: async () => ({ ok: false, reason: "signature" }) };
}

/** provider_a: Tap Payments (KNET source); provider_b: MyFatoorah. Kept per process (MyFatoorah caches its KNET method id). */
const gateways = new Map<ProviderId, PaymentProvider>();

function gateway(id: "provider_a" | "provider_b"): PaymentProvider {
  const env = config();
  if (id === "provider_a") {
    return env.TAP_SECRET_KEY ? tapProvider({ secretKey: env.TAP_SECRET_KEY, apiUrl: env.TAP_API_URL }) : unconfigured(id);
  }
  return env.MYFATOORAH_API_KEY && env.MYFATOORAH_WEBHOOK_SECRET
    ? myFatoorahProvider({ apiKey: env.MYFATOORAH_API_KEY, apiUrl: env.MYFATOORAH_API_URL, webhookSecret: env.MYFATOORAH_WEBHOOK_SECRET })
    : unconfigured(id);
}

/** The adapter of a provider id (the one that made a payment, or the active one for a new payment). */
export function paymentProvider(id: ProviderId): PaymentProvider {
  if (id === "sandbox") return sandboxProvider();
  let adapter = gateways.get(id);
  if (!adapter) gateways.set(id, (adapter = gateway(id)));
  return adapter;
}
