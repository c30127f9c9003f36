import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { allEndpoints } from "@/server/api/registry";
import { endpointHandler } from "@/server/api/route";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import type { AnyEndpoint } from "@/server/core/http/endpoint";
import { BUCKETS, type BucketName } from "@/server/core/rate-limit/buckets";
import { resetLimit } from "@/server/core/rate-limit/limiter";
import { BUILT_IN_ROLES, type VendorRoleCode } from "@/server/identity/roles";
import { bookedRfq } from "@/server/test/bookings";
import { actAsVendor } from "@/server/test/conversations";
import { vendorMember } from "@/server/test/fixtures";
import { auth, type TestUser } from "@/server/test/identity";
import { fillPath, label, probe } from "@/server/test/api-probe";
import { quotingVendor } from "@/server/test/rfqs";
import { addBranch, areaIds, limitMember } from "@/server/test/branches";
import { addPackage, create, pkg, serviceBody } from "@/server/test/services";
import { call, freshIp } from "@/server/test/http";

// Every vendor endpoint of the registry x {owner,
// manager, staff, a member limited to another branch, a member of another
// vendor} gives the answer of the matrix in docs/vendor-team.md. The expected
// answer comes from MATRIX, keyed by the endpoint's declared
// `vendorPermission`: a vendor endpoint without one, or with a permission the
// matrix does not name, fails here.

type Member = "owner" | "manager" | "staff";
const MEMBERS: Member[] = ["owner", "manager", "staff"];
const ROLE_OF: Record<Member, VendorRoleCode> = { owner: "vendor_owner", manager: "vendor_manager", staff: "vendor_staff" };

/** docs/vendor-team.md, per permission: who of the team may. */
const MATRIX: Record<string, readonly Member[]> = {
  "vendor.view": ["owner", "manager", "staff"],
  "rfq.respond": ["owner", "manager", "staff"],
  "quote.submit": ["owner", "manager"],
  "booking.fulfil": ["owner", "manager"],
  "booking.view": ["owner", "manager", "staff"],
  "calendar.manage": ["owner", "manager"],
  "listing.manage": ["owner", "manager"],
  "vendor.profile.manage": ["owner"],
  "vendor.team.manage": ["owner"],
  "subscription.manage": ["owner"],
  "settlement.view": ["owner"],
  "webhooks.manage": ["owner", "manager"],
};

/** Where vendor endpoints live: each must declare a vendorPermission, or be listed in SHARED with why. */
const VENDOR_PATHS = /^\/(vendor|vendors\/me|subscriptions)(\/|$)|^\/quotations(\/\{id\})?$/;

/** Vendor-path endpoints checked elsewhere, and why. */
const SHARED: { path: RegExp; methods?: string[]; why: string }[] = [];

const matches = (rule: { path: RegExp; methods?: string[] }, e: AnyEndpoint) => rule.path.test(e.path) && (!rule.methods || rule.methods.includes(e.method));
const vendorEndpoints = () => allEndpoints().filter((e) => e.vendorPermission);

async function forgetLimits(users: TestUser[]) {
  for (const user of users) for (const bucket of Object.keys(BUCKETS) as BucketName[]) await resetLimit(bucket, `user:${user.id}`);
}

describe("the vendor role matrix in the registry", () => {
  it("every endpoint on a vendor path declares its vendor permission (or is listed as shared, with why)", () => {
    const vendorPathed = allEndpoints().filter((e) => VENDOR_PATHS.test(e.path));
    expect(vendorPathed.length).toBeGreaterThanOrEqual(40);
    const undeclared = vendorPathed.filter((e) => !e.vendorPermission && !SHARED.some((rule) => matches(rule, e))).map(label);
    expect(undeclared).toEqual([]);
  });

  it("every declared vendor permission has a row in the matrix", () => {
    const unknown = vendorEndpoints()
      .filter((e) => !MATRIX[e.vendorPermission!])
      .map((e) => `${label(e)}: ${e.vendorPermission}`);
    expect(unknown).toEqual([]);
  });

  it("the matrix is the role table's: each team role holds exactly the permissions the matrix gives it", () => {
    for (const member of MEMBERS) {
      const held = new Set<string>(BUILT_IN_ROLES[ROLE_OF[member]]);
      for (const [permission, who] of Object.entries(MATRIX)) expect(held.has(permission), `${member} ${permission}`).toBe(who.includes(member));
    }
  });
});

describe("every vendor endpoint with each team role", () => {
  it("answers 403 to a role the matrix refuses and lets an allowed role past the check", { timeout: 600_000 }, async () => {
    const { vendor, owner } = await quotingVendor();
    const callers: Record<Member, TestUser> = {
      owner,
      manager: await actAsVendor(await vendorMember(vendor.id, "vendor_manager"), vendor.id),
      staff: await actAsVendor(await vendorMember(vendor.id, "vendor_staff"), vendor.id),
    };
    const wrong: string[] = [];
    for (const e of vendorEndpoints()) {
      const allowed = MATRIX[e.vendorPermission!] ?? [];
      for (const member of MEMBERS) {
        // A well-formed id that names nothing and an empty body: an allowed role gets 2xx or a 4xx of its own (404, 409, 422), never 403.
        const res = await probe(e, { body: e.body ? {} : undefined, headers: auth(callers[member].token), ip: freshIp() });
        const code = (res.json as { error?: { code?: string } } | null)?.error?.code;
        if (res.status >= 500 || res.status === 401) wrong.push(`${label(e)} as ${member}: ${res.status}`);
        else if (allowed.includes(member) && res.status === 403) wrong.push(`${label(e)} as ${member}: 403 although the matrix allows it (${code})`);
        else if (!allowed.includes(member) && (res.status !== 403 || code !== "FORBIDDEN"))
          wrong.push(`${label(e)} as ${member}: ${res.status} ${code} instead of 403`);
      }
      await forgetLimits(Object.values(callers));
    }
    expect(wrong).toEqual([]);
  });
});

/** Bodies valid enough to reach the use case, for the endpoints with an id in the path and the whole vendor's settings (404 expected, not 422). */
function outsiderBody(e: AnyEndpoint, ids: { packageId: string }): unknown {
  const bodies: Record<string, unknown> = {
    "PATCH /vendors/me/services/{id}": { name_en: "Changed by another vendor" },
    "POST /vendors/me/services/{id}/packages": pkg("100.000"),
    "PATCH /vendors/me/services/{id}/packages/{packageId}": { name_en: "Changed by another vendor" },
    "PATCH /vendors/me/services/{id}/packages": { package_id: ids.packageId, name_en: "Changed by another vendor" },
    "DELETE /vendors/me/services/{id}/packages": { package_id: ids.packageId },
    "POST /vendor/rfqs/{id}/decline": {},
    "POST /vendor/rfqs/{id}/quotes": { total_price: "500.000" },
    "PATCH /vendor/quotes/{quoteId}": { action: "withdraw" },
    "PATCH /quotations/{id}": { withdraw: true },
    "POST /vendor/bookings/{id}/decline": { reason: "Fully booked that day." },
    "POST /vendor/orders/{id}/decline": { reason: "Fully booked that day." },
    "POST /vendor/orders/{id}/cancel": { reason: "Car broke down." },
    "POST /vendor/orders/{id}/location": { latitude: 29.37, longitude: 47.98 },
    "PATCH /vendors/me/team/{id}": { role: "vendor_manager" },
    "PUT /vendors/me/calendar/plan": { work_days: [0, 1, 2], daily_capacity: 1 },
    "POST /vendors/me/calendar/imports": { url: "https://calendar.example.com/other.ics" },
    "POST /vendors/me/webhooks": { url: "https://hooks.example.com/other", events: ["booking.confirmed"] },
  };
  return Object.hasOwn(bodies, label(e)) ? bodies[label(e)] : e.body ? {} : undefined;
}

describe("the vendor's money outside the vendor paths", () => {
  it("ledger, settlements and statements (settlement.view) are the owner's: a manager and staff get 404, as for another vendor", async () => {
    const { vendor, owner } = await quotingVendor();
    const manager = await actAsVendor(await vendorMember(vendor.id, "vendor_manager"), vendor.id);
    const staff = await actAsVendor(await vendorMember(vendor.id, "vendor_staff"), vendor.id);
    const money = allEndpoints().filter((e) => /^\/vendors\/\{id\}\/(ledger|settlements)$/.test(e.path));
    expect(money.map(label).sort()).toEqual(["GET /vendors/{id}/ledger", "GET /vendors/{id}/settlements"]);
    for (const e of money) {
      expect((await probeWith(e, { id: vendor.id }, undefined, owner)).status, label(e)).toBe(200);
      for (const member of [manager, staff]) expect((await probeWith(e, { id: vendor.id }, undefined, member)).status, label(e)).toBe(404);
    }
  });
});

/** Settings of the whole vendor: a member limited to branches gets 404 (docs/vendor-team.md "Branches"). */
const WHOLE_VENDOR = /^\/vendors\/me\/(calendar\/(plan|ical|feed|imports)|webhooks)(\/|$)/;

/** A booked RFQ's vendor with a service, a package, a calendar day and an iCal import; all of branch A when `branchA` is given. */
async function vendorWithData(opts: { branchA?: boolean } = {}) {
  const { rfq, vendors, quotes, bookingId } = await bookedRfq();
  const { vendor, owner } = vendors[0];
  const [areaA, areaB] = await areaIds(2);
  const branchA = opts.branchA ? await addBranch(owner.token, areaA, "Branch A") : null;
  const branchB = opts.branchA ? await addBranch(owner.token, areaB, "Branch B") : null;
  // The RFQ was sent before the branches existed: it is branch A's as if its area were A's.
  if (branchA) await db.rfqRecipient.updateMany({ where: { rfqId: rfq.id, vendorId: vendor.id }, data: { branchId: branchA.id } });
  const inBranch = branchA ? { branch_id: branchA.id } : {};
  const service = (await create(owner, { ...(await serviceBody()), ...inBranch })).json.data;
  const added = await addPackage(owner, service.id, pkg("200.000"));
  expect(added.status, JSON.stringify(added.json)).toBe(201);
  const packageId = (added.json.data.packages ?? [added.json.data]).at(-1).id as string;
  const exception = await call("/vendors/me/calendar/exceptions", {
    method: "POST",
    headers: auth(owner.token),
    body: { kind: "blocked", starts_on: "2031-05-01", ends_on: "2031-05-01", ...inBranch },
  });
  expect(exception.status, JSON.stringify(exception.json)).toBe(201);
  // Inserted, not registered: registering fetches the calendar (server/availability/ical-import.test.ts covers that).
  const calendarImport = await db.vendorCalendarImport.create({
    data: { id: randomUUID(), vendorId: vendor.id, url: "https://calendar.example.com/busy.ics" },
  });
  // Inserted, not registered: registering checks the URL's addresses (server/webhooks/webhooks.test.ts covers that).
  const endpoint = await db.webhookEndpoint.create({
    data: { id: randomUUID(), vendorId: vendor.id, url: "https://hooks.example.com/in", events: ["booking.confirmed"] },
  });
  const delivery = await db.webhookDelivery.create({
    data: { id: randomUUID(), endpointId: endpoint.id, eventId: "evt_test", eventType: "webhook.test", body: "{}", status: "failed" },
  });
  const template = await db.quoteTemplate.create({ data: { id: newId(), vendorId: vendor.id, name: "Standard", items: [], createdByUserId: owner.id } });
  const staff = await vendorMember(vendor.id, "vendor_staff");
  const memberId = (await db.vendorMember.findFirstOrThrow({ where: { vendorId: vendor.id, userId: staff.id } })).id;
  const booking = await db.booking.findUniqueOrThrow({ where: { id: bookingId } });
  const area = await db.area.findFirstOrThrow();
  const order = await db.order.create({
    data: {
      id: newId(),
      reference: `OR-${randomUUID().slice(0, 8)}`,
      customerUserId: booking.customerUserId,
      vendorId: vendor.id,
      serviceId: service.id,
      packageId,
      packageNameAr: "باقة",
      packageNameEn: "Package",
      paymentMode: "full",
      total: "200.000",
      amountDue: "200.000",
      serviceDate: new Date("2031-06-01T00:00:00Z"),
      startsAt: new Date("2031-06-01T15:00:00Z"),
      areaId: area.id,
      address: "Block 1",
      paymentDeadline: new Date("2031-06-01T00:00:00Z"),
    },
  });

  const idFor = (path: string, param: string): string => {
    if (param === "packageId") return packageId;
    if (path.startsWith("/vendors/me/services/")) return service.id;
    if (path.startsWith("/vendor/rfqs/")) return rfq.id;
    if (path.startsWith("/vendor/quotes/") || path.startsWith("/quotations/")) return quotes[0].id;
    if (path.startsWith("/vendor/bookings/")) return bookingId;
    if (path.startsWith("/vendor/orders/")) return order.id;
    if (path.startsWith("/vendors/me/calendar/exceptions/")) return exception.json.data.id;
    if (path.startsWith("/vendors/me/team/")) return memberId;
    if (path.startsWith("/vendors/me/calendar/imports/")) return calendarImport.id;
    if (path.startsWith("/vendors/me/branches/")) return (branchA ?? branchOfVendor).id;
    if (param === "deliveryId") return delivery.id;
    if (path.startsWith("/vendors/me/webhooks/")) return endpoint.id;
    if (path.startsWith("/vendor/quote-templates/")) return template.id;
    throw new Error(`no id of the vendor's data for ${path} {${param}}: add one here`);
  };
  const branchOfVendor = branchA ?? (await addBranch(owner.token, areaA, "Branch A"));
  return { vendor, owner, packageId, idFor, branchB };
}

describe("a member of another vendor", () => {
  it("gets 404 for this vendor's data on every vendor endpoint with an id in the path", { timeout: 600_000 }, async () => {
    const { packageId, idFor } = await vendorWithData();
    const other = await quotingVendor();
    const wrong: string[] = [];
    const withIds = vendorEndpoints().filter((e) => e.path.includes("{"));
    expect(withIds.length).toBeGreaterThan(15);
    for (const e of withIds) {
      const { params } = fillPath(e);
      const filled = Object.fromEntries(Object.keys(params).map((name) => [name, idFor(e.path, name)]));
      const res = await probeWith(e, filled, outsiderBody(e, { packageId }), other.owner);
      if (res.status !== 404) wrong.push(`${label(e)}: ${res.status} ${JSON.stringify(res.json).slice(0, 160)}`);
      await forgetLimits([other.owner]);
    }
    expect(wrong).toEqual([]);
  });
});

describe("a member limited to another branch", () => {
  it(
    "gets the matrix's 403 where the role may not, 404 for branch A's data and the whole vendor's settings, and passes elsewhere",
    { timeout: 600_000 },
    async () => {
      const { vendor, owner, packageId, idFor, branchB } = await vendorWithData({ branchA: true });
      const manager = await actAsVendor(await vendorMember(vendor.id, "vendor_manager"), vendor.id);
      await limitMember(owner.token, vendor.id, manager.id, [branchB!.id]);
      const wrong: string[] = [];
      for (const e of vendorEndpoints()) {
        const { params } = fillPath(e);
        const filled = Object.fromEntries(Object.keys(params).map((name) => [name, idFor(e.path, name)]));
        const res = await probeWith(e, filled, outsiderBody(e, { packageId }), manager);
        const code = (res.json as { error?: { code?: string } } | null)?.error?.code;
        const expected = !MATRIX[e.vendorPermission!].includes("manager") ? 403 : e.path.includes("{") || WHOLE_VENDOR.test(e.path) ? 404 : null;
        if (res.status >= 500 || res.status === 401) wrong.push(`${label(e)}: ${res.status}`);
        else if (expected === 403 && (res.status !== 403 || code !== "FORBIDDEN")) wrong.push(`${label(e)}: ${res.status} ${code} instead of 403`);
        else if (expected === 404 && res.status !== 404) wrong.push(`${label(e)}: ${res.status} ${JSON.stringify(res.json).slice(0, 160)} instead of 404`);
        else if (expected === null && (res.status === 403 || res.status === 404)) wrong.push(`${label(e)}: ${res.status} ${code} although the member may`);
        await forgetLimits([manager]);
      }
      expect(wrong).toEqual([]);
    },
  );
});

/** probe() with real ids in the path. */
async function probeWith(e: AnyEndpoint, params: Record<string, string>, body: unknown, caller: TestUser) {
  const path = e.path.replace(/\{(\w+)\}/g, (_m, name: string) => params[name]);
  const headers = new Headers({ "x-forwarded-for": freshIp(), "content-type": "application/json", ...auth(caller.token) });
  if (e.idempotency === "required") headers.set("idempotency-key", crypto.randomUUID());
  const response = await endpointHandler(e)(
    new Request(new URL(`http://localhost/api/v1${path}`), { method: e.method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    { params: Promise.resolve(params) },
  );
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}
