import { writeAudit } from "../core/audit";
import { db } from "../core/db/client";
import { AppError } from "../core/errors";
import { callerId, type RequestContext } from "../core/http/request-context";
import { newId } from "../core/ids";
import { emit } from "../core/outbox/outbox";
import { checkTarget, FETCH_LIMITS, IcalFetchError, type FetchLimits } from "./ical-fetch";
import { importView } from "./ical-status";

// Registering an external iCal URL (docs/availability.md "iCal"): https only,
// its host must resolve to public addresses only (checked again at every
// fetch). The first sync runs right after commit (`CalendarImportAdded`,
// server/availability/handlers.ts), then the `calendar-imports` job hourly.

export const MAX_IMPORTS = 5;

const invalid = (key: string) => new AppError("VALIDATION_FAILED", { details: { url: [`validation.${key}`] } });

export async function addCalendarImport(vendorId: string, body: { url: string }, ctx: RequestContext, limits: FetchLimits = FETCH_LIMITS) {
  let url: URL;
  try {
    url = (await checkTarget(body.url, limits)).url;
  } catch (e) {
    if (e instanceof IcalFetchError) throw invalid(`ical_url_${e.code}`);
    throw e;
  }
  const row = await db.$transaction(async (tx) => {
    // The vendor row's lock counts this vendor's imports one request at a time.
    await tx.$queryRaw`SELECT id FROM vendors WHERE id = ${vendorId} FOR NO KEY UPDATE`;
    const existing = await tx.vendorCalendarImport.findMany({ where: { vendorId }, select: { url: true } });
    if (existing.some((e) => e.url === url.toString())) throw invalid("ical_import_duplicate");
    if (existing.length >= MAX_IMPORTS) throw invalid("ical_import_max");
    const created = await tx.vendorCalendarImport.create({ data: { id: newId(), vendorId, url: url.toString(), createdBy: callerId(ctx) } });
    await writeAudit(tx, {
      actor: { type: "user", id: callerId(ctx) },
      action: "vendor.calendar.import_added",
      entityType: "vendor",
      entityId: vendorId,
      // The host only: a calendar's secret address stays out of the audit log.
      diff: { import_id: created.id, host: url.hostname },
      request: ctx,
    });
    await emit(tx, "CalendarImportAdded", { importId: created.id, vendorId });
    return created;
  });
  return importView(row);
}
