import type { ApiData } from "@/components/ui/api-types";

// Direct-order payloads the pages read, as the OpenAPI document types them
// (public/sdk/api-v1.d.ts), so a changed payload fails tsc here.

export type OrderView = ApiData<"/orders/{id}">;

/** Kept here (not imported from the server) so the browser bundle stays free of zod. */
export const ORDER_STATUSES = ["placed", "confirmed", "on_the_way", "in_progress", "completed", "cancelled"] as const;

/** A status filter's value as the API takes it ("" = all). */
export const orderStatusOf = (value: string | null) => ORDER_STATUSES.find((s) => s === value);

/** What an order's change shows in besides its own domain (payments, the wallet, reviews). */
export const ORDER_CHANGES = ["payments", "wallet", "reviews"];

/** While the vendor is on the way or working, the customer sees the shared location. */
export const isTracking = (status: string) => status === "on_the_way" || status === "in_progress";
