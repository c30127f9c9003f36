import type { ConversationView, MessageView } from "@/server/conversations/views";

// Shapes of the conversation endpoints (type-only: no server code reaches the browser).

export type Conversation = ConversationView;
export type Message = MessageView;
export type Side = "customer" | "vendor";

/** Where each side's conversation pages live. */
export const MESSAGES_BASE: Record<Side, string> = { customer: "/account/messages", vendor: "/vendor/messages" };

/** Where each side's booking pages live (a thread opened from a booking links back to it). */
export const BOOKINGS_BASE: Record<Side, string> = { customer: "/account/bookings", vendor: "/vendor/bookings" };
