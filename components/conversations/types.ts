import type { ApiData } from "@/components/ui/api-types";

// Shapes of the conversation endpoints, as the OpenAPI document types them (public/sdk/api-v1.d.ts).

export type Conversation = ApiData<"/conversations/{id}">;
export type Message = ApiData<"/conversations/{id}/messages">[number];
export type Side = "customer" | "vendor";

/** Where each side's conversation pages live. */
export const MESSAGES_BASE: Record<Side, string> = { customer: "/account/messages", vendor: "/vendor/messages" };

/** Where each side's booking pages live (a thread opened from a booking links back to it). */
export const BOOKINGS_BASE: Record<Side, string> = { customer: "/account/bookings", vendor: "/vendor/bookings" };
