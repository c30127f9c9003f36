import { InngestTestEngine } from "@inngest/test";
import { afterEach, describe, expect, it } from "vitest";
import { areaCentroids } from "@/prisma/seed/data/area-centroids";
import { freezeClock, now, resetClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { dispatchOutboxEvent, eventRetries, inProcessSink } from "@/server/core/outbox/dispatcher";
import { emit } from "@/server/core/outbox/outbox";
import { eventFunctions } from "@/server/jobs/functions";
import { vendorWithOwner } from "@/server/test/fixtures";
import { newId } from "@/server/core/ids";
import { GeocodingError, type GeocodeQuery, type GeocodingProvider } from "./provider";
import { builtinGeocoder, builtinPoint } from "./providers/builtin";
import { setGeocodingProvider } from "./select-provider";

// The AddressChanged job on a real database: 1 try + 3 retries with backoff,
// then the area's centre; a pin is never overwritten; the search document is
// told (VendorChanged) when the point of a live vendor moves.

// Importing the Inngest functions registers every handler (registerEventHandlers), this one included.
afterEach(() => {
  setGeocodingProvider(null);
  resetClock();
});

const SALMIYA = { lat: areaCentroids.salmiya[0], lng: areaCentroids.salmiya[1] };
const FOUND = { lat: 29.3349412, lng: 48.076215 };

/** A provider answering from a script: an Error is thrown, anything else returned; the last entry repeats. */
function scripted(...answers: Array<{ lat: number; lng: number } | null | Error>) {
  const queries: GeocodeQuery[] = [];
  const provider: GeocodingProvider = {
    name: "scripted",
    async geocode(q) {
      queries.push(q);
      const next = answers.length > 1 ? answers.shift()! : answers[0];
      if (next instanceof Error) throw next;
      return next;
    },
  };
  return { provider, queries };
}
const unavailable = () => new GeocodingError("Nominatim answered 503", { status: 503, retryable: true });

async function vendorAt(addressLine: string | null, data: { locationSource?: "pinned"; latitude?: number; longitude?: number } = {}) {
  const { vendor } = await vendorWithOwner();
  const area = await db.area.findUniqueOrThrow({ where: { slug: "salmiya" } });
  await db.vendor.update({ where: { id: vendor.id }, data: { areaId: area.id, addressLine, ...data } });
  return vendor.id;
}

/** The AddressChanged row of `vendorId`, emitted as a profile save does. */
async function addressChanged(vendorId: string): Promise<string> {
  await db.$transaction((tx) => emit(tx, "AddressChanged", { subject: "vendor", id: vendorId, vendorId }));
  const row = await db.outboxEvent.findFirstOrThrow({
    where: { type: "AddressChanged", payload: { path: ["id"], equals: vendorId } },
    orderBy: { id: "desc" },
  });
  return row.id;
}

/** Delivers the row the way the poller does, each time after its backoff has passed. */
async function deliverUntilDone(eventId: string, clock: ReturnType<typeof freezeClock>, max = 10) {
  const outcomes: string[] = [];
  for (let i = 0; i < max; i++) {
    const outcome = await dispatchOutboxEvent(eventId, inProcessSink);
    outcomes.push(outcome);
    if (outcome === "delivered") break;
    clock.advance(60_000);
  }
  return outcomes;
}

const pointOf = (id: string) =>
  db.vendor.findUniqueOrThrow({ where: { id }, select: { latitude: true, longitude: true, locationSource: true, addressLine: true } });
const vendorChanged = (vendorId: string) => db.outboxEvent.count({ where: { type: "VendorChanged", payload: { path: ["vendorId"], equals: vendorId } } });

describe("AddressChanged (in process: outbox retries with backoff)", () => {
  it("a provider failing every time: after 4 attempts (1 + 3 retries) the point is the area's centre, source centroid", async () => {
    const clock = freezeClock();
    const { provider, queries } = scripted(unavailable());
    setGeocodingProvider(provider);
    const id = await vendorAt("Salem Al Mubarak St, Block 10");
    const eventId = await addressChanged(id);

    const outcomes = await deliverUntilDone(eventId, clock);
    expect(outcomes).toEqual(["failed", "failed", "failed", "delivered"]);
    expect(queries).toHaveLength(4);
    expect(await pointOf(id)).toMatchObject({ latitude: SALMIYA.lat, longitude: SALMIYA.lng, locationSource: "centroid" });
    const row = await db.outboxEvent.findUniqueOrThrow({ where: { id: eventId } });
    expect(row.attempts).toBe(4);
    expect(row.dispatchedAt).not.toBeNull();
    expect(await vendorChanged(id)).toBe(1);
  });

  it("a provider failing twice then answering: geocoded with its point, asked in the address's language", async () => {
    const clock = freezeClock();
    const { provider, queries } = scripted(unavailable(), unavailable(), FOUND);
    setGeocodingProvider(provider);
    const id = await vendorAt("Salem Al Mubarak St, Block 10");
    expect(await deliverUntilDone(await addressChanged(id), clock)).toEqual(["failed", "failed", "delivered"]);
    expect(queries).toHaveLength(3);
    expect(queries[0]).toMatchObject({ addressLine: "Salem Al Mubarak St, Block 10", area: { name: "Salmiya" }, language: "en" });
    expect(await pointOf(id)).toMatchObject({ latitude: FOUND.lat, longitude: FOUND.lng, locationSource: "geocoded" });
    expect(await vendorChanged(id)).toBe(1);

    const arabic = scripted(FOUND);
    setGeocodingProvider(arabic.provider);
    const other = await vendorAt("شارع سالم المبارك، قطعة ١٠");
    await deliverUntilDone(await addressChanged(other), clock);
    expect(arabic.queries[0]).toMatchObject({ area: { name: "السالمية" }, language: "ar" });
  });

  it("no result, or a refusal not worth retrying: the centre at once, without retries", async () => {
    const clock = freezeClock();
    for (const answer of [null, new GeocodingError("Nominatim answered 403", { status: 403, retryable: false })]) {
      const { provider, queries } = scripted(answer);
      setGeocodingProvider(provider);
      const id = await vendorAt("Block 4, Street 12");
      expect(await deliverUntilDone(await addressChanged(id), clock)).toEqual(["delivered"]);
      expect(queries).toHaveLength(1);
      expect(await pointOf(id)).toMatchObject({ latitude: SALMIYA.lat, longitude: SALMIYA.lng, locationSource: "centroid" });
    }
  });

  it("no address line: the centre without asking the provider; a pinned point is never touched", async () => {
    const clock = freezeClock();
    const { provider, queries } = scripted(FOUND);
    setGeocodingProvider(provider);
    const bare = await vendorAt(null);
    await deliverUntilDone(await addressChanged(bare), clock);
    expect(await pointOf(bare)).toMatchObject({ latitude: SALMIYA.lat, longitude: SALMIYA.lng, locationSource: "centroid" });

    const pinned = await vendorAt("Block 4", { locationSource: "pinned", latitude: 29.1, longitude: 48.1 });
    await deliverUntilDone(await addressChanged(pinned), clock);
    expect(await pointOf(pinned)).toMatchObject({ latitude: 29.1, longitude: 48.1, locationSource: "pinned" });
    expect(queries).toHaveLength(0);
    expect(await vendorChanged(pinned)).toBe(0);
  });

  it("an address changed while the lookup ran: the stale answer is not written (the newer change has its own event)", async () => {
    const id = await vendorAt("Old street");
    setGeocodingProvider({
      name: "slow",
      async geocode() {
        await db.vendor.update({ where: { id }, data: { addressLine: "New street" } });
        return FOUND;
      },
    });
    const { locate } = await import("./locate");
    expect(await locate({ subject: "vendor", id }, { finalAttempt: false })).toBe("superseded");
    expect(await pointOf(id)).toMatchObject({ latitude: null, locationSource: null, addressLine: "New street" });
  });

  it("a branch gets its point too", async () => {
    const clock = freezeClock();
    setGeocodingProvider(scripted(FOUND).provider);
    const vendorId = await vendorAt(null);
    const area = await db.area.findUniqueOrThrow({ where: { slug: "salmiya" } });
    const branchId = newId();
    await db.vendorBranch.create({
      data: { id: branchId, vendorId, nameAr: "فرع", nameEn: "Branch", areaId: area.id, addressLine: "Block 2", createdAt: now() },
    });
    await db.$transaction((tx) => emit(tx, "AddressChanged", { subject: "branch", id: branchId, vendorId }));
    const row = await db.outboxEvent.findFirstOrThrow({ where: { type: "AddressChanged", payload: { path: ["id"], equals: branchId } } });
    expect(await deliverUntilDone(row.id, clock)).toEqual(["delivered"]);
    expect(await db.vendorBranch.findUniqueOrThrow({ where: { id: branchId } })).toMatchObject({
      latitude: FOUND.lat,
      longitude: FOUND.lng,
      locationSource: "geocoded",
    });
  });
});

describe("AddressChanged (Inngest function)", () => {
  const fn = () => eventFunctions.find((f) => (f.opts.triggers ?? []).some((t) => "event" in t && t.event === "domain/AddressChanged"))!;

  it("is given 3 retries; its last attempt falls back to the centre instead of failing", async () => {
    expect(eventRetries("AddressChanged")).toBe(3);
    expect(fn().opts.retries).toBe(3);
    setGeocodingProvider(scripted(unavailable()).provider);
    const id = await vendorAt("Block 4");
    const event = { name: "domain/AddressChanged", data: { id: newId(), payload: { subject: "vendor", id, vendorId: id } } };

    const first = await new InngestTestEngine({ function: fn() }).execute({ events: [event] });
    expect(first.error).toBeDefined(); // Inngest retries it
    expect(await pointOf(id)).toMatchObject({ latitude: null, locationSource: null });

    const last = await new InngestTestEngine({ function: fn(), transformCtx: (ctx) => ({ ...ctx, attempt: 3 }) }).execute({ events: [event] });
    expect(last.error).toBeUndefined();
    expect(await pointOf(id)).toMatchObject({ latitude: SALMIYA.lat, longitude: SALMIYA.lng, locationSource: "centroid" });
  });
});

describe("built-in geocoder", () => {
  it("is deterministic, stays within about 300 m of the area's centre, and finds nothing for a blank address", async () => {
    const area = await db.area.findUniqueOrThrow({ where: { slug: "salmiya" } });
    const q = (addressLine: string) => builtinGeocoder.geocode({ addressLine, area: { id: area.id, name: "Salmiya" }, city: null, language: "en" });
    const a = await q("Block 10, Street 5");
    expect(a).toEqual(await q("  block 10,   STREET 5 "));
    expect(a).toEqual(builtinPoint(SALMIYA, "Block 10, Street 5"));
    expect(await q("Block 11, Street 5")).not.toEqual(a);
    expect(Math.abs(a!.lat - SALMIYA.lat)).toBeLessThanOrEqual(0.003);
    expect(Math.abs(a!.lng - SALMIYA.lng)).toBeLessThanOrEqual(0.003);
    expect(await q("   ")).toBeNull();
    expect(await builtinGeocoder.geocode({ addressLine: "Block 1", area: null, city: null, language: "en" })).toBeNull();
  });
});
