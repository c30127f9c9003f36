import { writeAudit } from "../core/audit";
import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";

/** Revokes the feed: its URL answers 404 from now on (404 when there is none). */
export async function revokeCalendarFeed(vendorId: string, ctx: RequestContext): Promise<void> {
  await db.$transaction(async (tx) => {
    const gone = await tx.vendorCalendarFeed.deleteMany({ where: { vendorId } });
    if (gone.count === 0) throw notFound();
    await writeAudit(tx, {
      actor: { type: "user", id: callerId(ctx) },
      action: "vendor.calendar.feed_revoked",
      entityType: "vendor",
      entityId: vendorId,
      request: ctx,
    });
  });
}
