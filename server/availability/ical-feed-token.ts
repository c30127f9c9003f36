import { createHash, randomBytes } from "node:crypto";
import { appUrl } from "../core/app-url";
import { now } from "../core/clock";
import { writeAudit } from "../core/audit";
import { db } from "../core/db/client";
import { callerId, type RequestContext } from "../core/http/request-context";

// The vendor's private iCal feed URL (docs/availability.md "iCal"): a long
// random token in the path, of which only the SHA-256 is stored. Creating it
// again replaces it (the old URL stops working); ical-feed-revoke.ts removes it.

export const hashFeedToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The feed's URL path for a token (what calendar apps subscribe to). */
export const feedPath = (token: string) => `/api/v1/calendar-feeds/${token}.ics`;

/** Creates or rotates the feed; the URL is returned this once and never again. */
export async function rotateCalendarFeed(vendorId: string, ctx: RequestContext) {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashFeedToken(token);
  const row = await db.$transaction(async (tx) => {
    const before = await tx.vendorCalendarFeed.findUnique({ where: { vendorId }, select: { vendorId: true } });
    const feed = await tx.vendorCalendarFeed.upsert({
      where: { vendorId },
      create: { vendorId, tokenHash, createdBy: callerId(ctx) },
      update: { tokenHash, createdBy: callerId(ctx), createdAt: now() },
    });
    await writeAudit(tx, {
      actor: { type: "user", id: callerId(ctx) },
      action: before ? "vendor.calendar.feed_rotated" : "vendor.calendar.feed_created",
      entityType: "vendor",
      entityId: vendorId,
      request: ctx,
    });
    return feed;
  });
  return { url: appUrl(feedPath(token)), created_at: row.createdAt.toISOString() };
}
