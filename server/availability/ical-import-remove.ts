import { writeAudit } from "../core/audit";
import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";
import { emit } from "../core/outbox/outbox";

/** Removes one of the vendor's imported calendars and the days it blocked (404 for anyone else's). */
export async function removeCalendarImport(vendorId: string, importId: string, ctx: RequestContext): Promise<void> {
  await db.$transaction(async (tx) => {
    // Its `ical` rows go with it (ON DELETE CASCADE).
    const gone = await tx.vendorCalendarImport.deleteMany({ where: { id: importId, vendorId } });
    if (gone.count === 0) throw notFound();
    await writeAudit(tx, {
      actor: { type: "user", id: callerId(ctx) },
      action: "vendor.calendar.import_removed",
      entityType: "vendor",
      entityId: vendorId,
      diff: { import_id: importId },
      request: ctx,
    });
    await emit(tx, "VendorCalendarChanged", { vendorId });
  });
}
