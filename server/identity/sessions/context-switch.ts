import { z } from "zod";
import { writeAudit } from "../../core/audit";
import { db } from "../../core/db/client";
import { notFound } from "../../core/errors";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { ULID_PATTERN } from "../../core/ids";
import { tokenSchema } from "../schemas";
import { issueTokens } from "./tokens";

// The active context says whether the caller acts as a customer or for one
// of their vendor memberships. It lives on the session and is carried in the
// access token, so switching issues a fresh token pair.

const vendorContext = z.string().refine((c) => c.startsWith("vendor:") && ULID_PATTERN.test(c.slice("vendor:".length)), { message: "validation.format" });

export const switchContextBody = z
  .strictObject({ context: z.union([z.literal("customer"), vendorContext]).meta({ example: "vendor:01JBCDEFGHJKMNPQRSTVWXYZ00" }) })
  .meta({ id: "ContextSwitch" });

export const contextResultSchema = z.object({ active_context: z.string(), token: tokenSchema }).meta({ id: "ContextSwitchResult" });

/** Vendor contexts only for the caller's own memberships; any other vendor is a 404. */
export async function switchContext(input: z.infer<typeof switchContextBody>, ctx: RequestContext) {
  const context = input.context;
  if (context !== "customer") {
    const membership = await db.vendorMember.findUnique({ where: { vendorId_userId: { vendorId: context.slice("vendor:".length), userId: callerId(ctx) } } });
    if (!membership) throw notFound();
  }
  const session = await db.$transaction(async (tx) => {
    const before = await tx.session.findUniqueOrThrow({ where: { id: ctx.sessionId } });
    const after = await tx.session.update({ where: { id: before.id }, data: { activeContext: context } });
    await writeAudit(tx, {
      actor: { type: "user", id: ctx.userId },
      action: "auth.context.switched",
      entityType: "session",
      entityId: before.id,
      diff: { active_context: [before.activeContext, context] },
      request: ctx,
    });
    return after;
  });
  return { active_context: session.activeContext, token: await issueTokens(session) };
}
