import { z } from "zod";
import { isoDateTime } from "../core/dates";
import { db } from "../core/db/client";
import { cursorPage, decodeCursor } from "../core/http/query";
import type { RequestContext } from "../core/http/request-context";
import { conversationFor, viewerOf } from "./participant";
import { messageViews, type MessageView } from "./views";

// A conversation's messages, newest first, cursor-paginated on (created_at, id).

const position = z.object({ t: isoDateTime, id: z.string() });

export async function listMessages(
  conversationId: string,
  query: { cursor?: string; limit: number },
  ctx: RequestContext,
): Promise<{ items: MessageView[]; next_cursor: string | null }> {
  const viewer = await viewerOf(ctx);
  const conversation = await conversationFor(viewer, conversationId);
  const after = decodeCursor(query.cursor, position);
  const at = after ? new Date(after.t) : undefined;
  const rows = await db.conversationMessage.findMany({
    where: {
      conversationId: conversation.id,
      ...(after ? { OR: [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: after.id } }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
  });
  const page = cursorPage(rows, query.limit, (r) => ({ t: r.createdAt.toISOString(), id: r.id }));
  return { items: await messageViews(conversation, page.items, viewer, ctx.locale), next_cursor: page.next_cursor };
}
