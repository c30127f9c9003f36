import { db } from "../../core/db/client";
import { sandboxProvider } from "./sandbox";
import { ProviderUnavailableError, type PaymentProvider, type ProviderId } from "./types";

// Which provider takes new payments, and the adapter of each provider id.
// The active driver is the `payment_driver` marketplace setting (a Super
// Admin switches it; the previous one keeps receiving webhooks for 72 hours),
// the sandbox when none is set. Real gateways need their credentials in the
// environment; without them they answer ProviderUnavailableError.

export const PAYMENT_DRIVER_KEY = "payment_driver";
export type DriverSetting = { active: ProviderId; previous: ProviderId | null; switched_at: string | null };
const DEFAULT_DRIVER: DriverSetting = { active: "sandbox", previous: null, switched_at: null };

export async function paymentDriver(): Promise<DriverSetting> {
  const row = await db.marketplaceSetting.findUnique({ where: { key: PAYMENT_DRIVER_KEY } });
  return (row?.value as DriverSetting | undefined) ?? DEFAULT_DRIVER;
}

function unconfigured(id: ProviderId): PaymentProvider {
  const fail = async (): Promise<never> => {
    throw new ProviderUnavailableError(`${id} has no credentials configured`);
  };
  return { id, createSession: fail, queryStatus: fail, refund: fail, verifyWebhook: async () => ({ ok: false, reason: "signature" }) };
}

/** The adapter of a provider id (the one that made a payment, or the active one for a new payment). */
export function paymentProvider(id: ProviderId): PaymentProvider {
  if (id === "sandbox") return sandboxProvider();
  return unconfigured(id);
}
