import { busyAmong } from "../availability/free-vendors";
import { assertSignedIn, type RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";

// GET /rfqs/vendor-availability: the RFQ wizard marks the vendors it offers
// and the ones already chosen "booked on <date>" before the request is sent
// (docs/rfqs.md "Availability"). Free or busy only, never why.

export async function vendorsFreeOn(query: { date: string; vendor_ids: string[] }, ctx: RequestContext) {
  assertSignedIn(ctx);
  const ids = [...new Set(query.vendor_ids.filter((id) => ULID_PATTERN.test(id)))];
  const busy = await busyAmong(ids, query.date);
  return { date: query.date, vendors: ids.map((id) => ({ vendor_id: id, free: !busy.has(id) })) };
}
