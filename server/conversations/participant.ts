import { db, type Tx } from "../core/db/client";
import type { Conversation } from "../core/db/generated/client";
import { notFound } from "../core/errors";
import { assertSignedIn, type RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";

// Who the caller is in conversations: a customer (session context
// "customer") sees the threads they started; a vendor member (session context
// "vendor:<id>") sees that vendor's threads. Anyone else sees nothing: every
// conversation endpoint answers 404 for a thread the caller is not part of.

export type Side = "customer" | "vendor";
export type Viewer = { userId: string; side: "customer" } | { userId: string; side: "vendor"; vendorId: string };

/** The caller's side from the session's active context. A vendor context without a membership (removed member) is 404. */
export async function viewerOf(ctx: RequestContext): Promise<Viewer> {
  assertSignedIn(ctx);
  const active = ctx.activeContext ?? "customer";
  if (!active.startsWith("vendor:")) return { userId: ctx.userId, side: "customer" };
  const vendorId = active.slice("vendor:".length);
  const member = await db.vendorMember.findUnique({ where: { vendorId_userId: { vendorId, userId: ctx.userId } }, select: { id: true } });
  if (!member) throw notFound();
  return { userId: ctx.userId, side: "vendor", vendorId };
}

/** The `where` that limits conversations to the viewer's. */
export function ownConversations(viewer: Viewer) {
  return viewer.side === "customer" ? { customerUserId: viewer.userId } : { vendorId: viewer.vendorId };
}

/** The conversation when the viewer takes part in it; 404 otherwise (also for a malformed id). */
export async function conversationFor(viewer: Viewer, id: string): Promise<Conversation> {
  if (!ULID_PATTERN.test(id)) throw notFound();
  const conversation = await db.conversation.findFirst({ where: { id, ...ownConversations(viewer) } });
  if (!conversation) throw notFound();
  return conversation;
}

export const otherSide = (side: Side): Side => (side === "customer" ? "vendor" : "customer");

/** The users who read a side of a conversation: the customer, or every member of the vendor. */
export async function usersOfSide(conversation: Pick<Conversation, "customerUserId" | "vendorId">, side: Side, client: Tx = db): Promise<string[]> {
  if (side === "customer") return [conversation.customerUserId];
  const members = await client.vendorMember.findMany({ where: { vendorId: conversation.vendorId }, select: { userId: true }, orderBy: { createdAt: "asc" } });
  return members.map((m) => m.userId);
}
