import { db } from "../../core/db/client";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { ownedEvent } from "../owned-event";
import { inNameOrder } from "./guest-order";
import { writeGuestFile, type GuestFileFormat } from "./guest-file";

// GET /events/{id}/guests/export: the list as a file the import reads back.

const CONTENT_TYPE: Record<GuestFileFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export async function exportGuests(eventId: string, format: GuestFileFormat, ctx: RequestContext) {
  const event = await ownedEvent(callerId(ctx), eventId);
  const guests = inNameOrder(await db.eventGuest.findMany({ where: { eventId: event.id } }), ctx.locale);
  const bytes = await writeGuestFile(format, guests);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const headers = {
    "Content-Type": CONTENT_TYPE[format],
    "Content-Disposition": `attachment; filename="guests-${event.id}.${format}"`,
    "Content-Length": String(bytes.length),
    "Cache-Control": "private, no-store",
  };
  return { body, headers };
}
