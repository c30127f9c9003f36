import { z } from "zod";
import { cursorMeta } from "../core/http/meta";
import { defineEndpoint } from "../core/http/endpoint";
import { created, noContent, ok } from "../core/http/envelope";
import { getConversation, listConversations } from "./list";
import { markConversationRead } from "./mark-read";
import { listMessages } from "./messages";
import { conversationParams, conversationSchema, listQuery, messageSchema, sendBody, startBody } from "./schemas";
import { sendMessage } from "./send-message";
import { startConversation } from "./start";

// Conversations between customers and vendors (docs/conversations.md). Only
// endpoints are exported (server/api/registry.ts lists them). A caller who is
// not part of a conversation gets 404 from every endpoint that names one.

const TAGS = ["Conversations"];

export const listConversationsEndpoint = defineEndpoint({
  method: "GET",
  path: "/conversations",
  summary: "The caller's conversations (customer context: their own; vendor context: the vendor's), latest activity first, cursor-paginated",
  tags: TAGS,
  auth: "user",
  query: listQuery,
  response: z.array(conversationSchema),
  collection: true,
  meta: cursorMeta,
  handler: async ({ query, ctx }) => {
    const { items, next_cursor } = await listConversations(query, ctx);
    return ok(items, { meta: { next_cursor } });
  },
});

export const startConversationEndpoint = defineEndpoint({
  method: "POST",
  path: "/conversations",
  summary:
    "Start a conversation with a vendor as a customer (201; 200 with the existing one for the same vendor and context), optionally with a first message. Needs a verified email (or phone); an rfq or booking context must be the caller's RFQ sent to that vendor, or their booking with it (404 / 422)",
  tags: TAGS,
  auth: "user",
  body: startBody,
  response: conversationSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => {
    const { conversation, created: isNew } = await startConversation(body, ctx);
    return isNew ? created(conversation, `/api/v1/conversations/${conversation.id}`) : ok(conversation);
  },
});

export const getConversationEndpoint = defineEndpoint({
  method: "GET",
  path: "/conversations/{id}",
  summary: "One conversation of the caller (404 when they are not part of it)",
  tags: TAGS,
  auth: "user",
  params: conversationParams,
  response: conversationSchema,
  handler: async ({ params, ctx }) => ok(await getConversation(params.id, ctx)),
});

export const listMessagesEndpoint = defineEndpoint({
  method: "GET",
  path: "/conversations/{id}/messages",
  summary: "Messages of a conversation, newest first, cursor-paginated; the other side's phone numbers and emails are masked until a booking exists",
  tags: TAGS,
  auth: "user",
  params: conversationParams,
  query: listQuery,
  response: z.array(messageSchema),
  collection: true,
  meta: cursorMeta,
  handler: async ({ params, query, ctx }) => {
    const { items, next_cursor } = await listMessages(params.id, query, ctx);
    return ok(items, { meta: { next_cursor } });
  },
});

export const sendMessageEndpoint = defineEndpoint({
  method: "POST",
  path: "/conversations/{id}/messages",
  summary: "Send a message (text and/or up to 5 attachments); 30 messages per minute per user (429 with Retry-After)",
  tags: TAGS,
  auth: "user",
  params: conversationParams,
  body: sendBody,
  response: messageSchema,
  successStatus: 201,
  rateLimits: ["messages"],
  handler: async ({ params, body, ctx }) => {
    const message = await sendMessage(params.id, body, ctx);
    return created(message, `/api/v1/conversations/${params.id}/messages`);
  },
});

export const markConversationReadEndpoint = defineEndpoint({
  method: "POST",
  path: "/conversations/{id}/read",
  summary: "Mark the conversation read for the caller's side (204)",
  tags: TAGS,
  auth: "user",
  params: conversationParams,
  successStatus: 204,
  handler: async ({ params, ctx }) => {
    await markConversationRead(params.id, ctx);
    return noContent();
  },
});
