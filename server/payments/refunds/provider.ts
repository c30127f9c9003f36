import { paymentProvider } from "../providers";
import type { PaymentProvider, ProviderId } from "../providers/types";

// The provider a refund is sent to: the payment's own one. Tests swap the
// lookup (useRefundProviderForTests) to make outcomes controllable without
// touching the provider registry.

let lookup: (id: ProviderId) => PaymentProvider = paymentProvider;

export function refundProvider(id: string): PaymentProvider {
  return lookup(id as ProviderId);
}

/** Test hook: `null` restores the real registry. */
export function useRefundProviderForTests(fn: ((id: ProviderId) => PaymentProvider) | null): void {
  lookup = fn ?? paymentProvider;
}
