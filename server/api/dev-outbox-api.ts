import { z } from "zod";
import { AppError } from "../core/errors";
import { pagedList } from "../core/http/meta";
import { defineEndpoint } from "../core/http/endpoint";
import { okPage } from "../core/http/envelope";
import { pageParams } from "../core/http/query";
import { mayReadOutbox, OUTBOX_KEY_HEADER } from "./dev-outbox-access";
import { isLogMessagingActive, listOutboxMessages, OUTBOX_CHANNELS } from "../messaging/send";

// The development outbox: messages stored while the `log` messaging provider
// is active, so a person or a test can read OTP codes and links. With a real
// email or SMS provider configured it does not exist (404 like an unknown path).
// It holds every account's codes and reset links, so only the holder of the
// outbox key or a Super Admin reads it (./outbox-access.ts).

// Only endpoints are exported here: server/api/registry.ts lists this module's
// exports as endpoints. The read side lives in ./send.ts (listOutboxMessages).

const outboxQuery = z.strictObject({
  to: z.string().max(320).optional().meta({ description: "Recipient (email, case-insensitive; or E.164 phone), exact match." }),
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  ...pageParams,
});

const outboxMessageSchema = z
  .object({
    id: z.string().meta({ description: "ULID" }),
    channel: z.enum(OUTBOX_CHANNELS),
    to: z.string(),
    subject: z.string().nullable().meta({ description: "Email only" }),
    body: z.string().meta({ description: "Plain-text body" }),
    template: z.string(),
    locale: z.enum(["ar", "en"]),
    created_at: z.string().meta({ description: "ISO 8601 UTC" }),
  })
  .meta({ id: "OutboxMessage" });

export const devOutbox = defineEndpoint({
  method: "GET",
  path: "/dev/outbox",
  summary:
    "Development outbox: email, SMS and push stored by the log messaging provider (404 when a real provider is configured). " +
    "Needs the `X-Outbox-Key` header (printed at start, also in `<DATA_DIR>/dev-outbox-key`) or a signed-in Super Admin.",
  tags: ["Dev"],
  auth: "public",
  query: outboxQuery,
  ...pagedList(outboxMessageSchema),
  handler: async ({ query, ctx, request }) => {
    if (!isLogMessagingActive())
      throw new AppError("NOT_FOUND", {
        message: { en: `No API operation at ${ctx.url.pathname}.`, ar: `لا توجد عملية في الواجهة البرمجية على ${ctx.url.pathname}.` },
      });
    if (!(await mayReadOutbox(request.headers.get(OUTBOX_KEY_HEADER), ctx.userId))) {
      throw new AppError("FORBIDDEN", {
        message: {
          en: "Send the X-Outbox-Key header printed at start, or sign in as a Super Admin.",
          ar: "أرسل ترويسة X-Outbox-Key المطبوعة عند التشغيل، أو سجّل الدخول بحساب مدير عام.",
        },
      });
    }
    return okPage(ctx.url, await listOutboxMessages(query));
  },
});
