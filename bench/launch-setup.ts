// The launch benchmark's set-up, all over HTTP before any timed leg
// (bench/launch.ts): the search mix's ids, the listed vendors, customers
// registered through the development outbox and, for some of them, a booking
// that waits for its deposit, made the way a customer and a vendor make one
// (event, RFQ to the demo vendor, the vendor's quotation, accepted; as
// e2e/support/bookings.ts does).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Refs } from "./search-data";
import { queryMixes } from "./search-queries";
import { api, log, nextAddress, type Target } from "./launch-http";

/** The password of every seeded demo account (prisma/seed/demo.ts). */
export const DEMO_PASSWORD = "Demo-Souq-2026!";
const DEMO_VENDOR = "vendor@demo.kw"; // owner of al-raya-hall
const DEMO_CUSTOMER = "customer@demo.kw";
const CATEGORY = "wedding-halls"; // one of the demo vendor's categories (e2e/finance-flow.spec.ts)
const device = { platform: "ios", name: "bench" };

export type Account = { email: string; password: string };
/** A customer with tokens (renewed in the background, keepTokensFresh) and maybe a booking awaiting its deposit. */
export type Customer = Account & { token: string; refresh: string; issuedAt: number; bookingId?: string; paymentAttempts: number };

export type Pools = {
  /** Every query of bench/search-queries.ts's mixes, as GET /search/vendors query strings. */
  searches: string[];
  /** Slugs of the listed vendors. */
  vendors: string[];
  /** Customers with a booking (booking reads, payments); their attempts are counted against the 5 an hour per booking. */
  customers: Customer[];
  /** Accounts whose passwords the sign-ins use: the customers and the demo customer. */
  accounts: Account[];
};

type TokenPair = { access_token: string; refresh_token: string };

/** Ids the query mix needs, from the public reference endpoints (as bench/load.ts). */
async function searchPool(to: Target): Promise<string[]> {
  type Governorate = { id: string; slug: string; city_id: string; areas: Array<{ id: string; slug: string; name_ar: string; name_en: string }> };
  const governorates = await api<Governorate[]>(to, "/areas", { ip: nextAddress() });
  const refs: Refs = {
    categories: [],
    governorates: governorates.map((g) => ({ id: g.id, slug: g.slug, cityId: g.city_id })),
    areas: governorates.flatMap((g) => g.areas.map((a) => ({ id: a.id, slug: a.slug, governorateId: g.id, nameAr: a.name_ar, nameEn: a.name_en }))),
    plans: new Map(),
    roles: new Map(),
  };
  return queryMixes(refs).flatMap((m) => m.requests.map((r) => r.toString()));
}

async function vendorPool(to: Target): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; page <= 20; page++) {
    const cards = await api<Array<{ slug: string }>>(to, `/search/vendors?per_page=50&page=${page}`, { ip: nextAddress() });
    slugs.push(...cards.map((c) => c.slug));
    if (cards.length < 50) break;
  }
  if (slugs.length === 0) throw new Error("no listed vendor");
  return slugs;
}

const outboxKey = (dataDir: string) => readFileSync(path.join(dataDir, "dev-outbox-key"), "utf8").trim();

/** The newest message of `template` to `to` in the development outbox, waited for (delivery runs after commit). */
async function outboxMessage(target: Target, key: string, to: string, channel: "email" | "sms", pattern: RegExp): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mail = await api<Array<{ body: string; created_at: string }>>(target, `/dev/outbox?to=${encodeURIComponent(to)}&channel=${channel}`, {
      ip: nextAddress(),
      headers: { "x-outbox-key": key },
    });
    const found = [...mail]
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((m) => pattern.exec(m.body)?.[1])
      .find(Boolean);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${channel} message to ${to} matching ${pattern}`);
}

let registered = 0;
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
/** The run's first phone number: +9656 and 7 digits (a Kuwaiti mobile), the next customers' counting up from it. */
const firstPhone = Math.floor(Math.random() * 9_000_000);

/**
 * A new customer, active with the email verified by its link (which signs
 * them in, as a mobile app is) and, with `phone`, the phone verified by the
 * SMS code (quote requests and bookings need it; e2e/support/register.ts).
 */
export async function registerCustomer(to: Target, dataDir: string, options: { phone: boolean; tag: string }): Promise<Customer> {
  const n = registered++;
  const email = `bench-launch-${options.tag}-${run}-${n}@example.com`;
  const password = `Launch-${run}-${n}-correct-horse`;
  const phone = `+9656${String((firstPhone + n) % 10_000_000).padStart(7, "0")}`;
  const ip = nextAddress();
  await api(to, "/auth/register", {
    method: "POST",
    ip,
    json: { name: "Bench Customer", email, password, terms_accepted: true, ...(options.phone ? { phone } : {}) },
  });
  const key = outboxKey(dataDir);
  const link = await outboxMessage(to, key, email, "email", /verify-email\?token=([\w-]+)/);
  const verified = await api<{ token: TokenPair }>(to, "/auth/email/verify", { method: "POST", ip, json: { token: link, device } });
  const customer: Customer = {
    email,
    password,
    token: verified.token.access_token,
    refresh: verified.token.refresh_token,
    issuedAt: Date.now(),
    paymentAttempts: 0,
  };
  if (options.phone) {
    await api(to, "/auth/otp/send", { method: "POST", ip, token: customer.token, json: { phone, purpose: "verify_phone" } });
    const code = await outboxMessage(to, key, phone, "sms", /\b(\d{6})\b/);
    await api(to, "/auth/phone/verify", { method: "POST", ip, token: customer.token, json: { code } });
  }
  return customer;
}

type VendorSide = { token: string; vendorId: string; categoryId: string; days: string[] };

/**
 * The demo vendor's owner signed in; its weekly plan set to every day at the
 * highest daily capacity (50), so the bookings of repeated runs fit; the
 * free days of the next two years, where the bookings go (one a day, in turn).
 */
async function vendorSide(to: Target): Promise<VendorSide> {
  const login = await api<{ token: TokenPair }>(to, "/auth/login", {
    method: "POST",
    ip: nextAddress(),
    json: { email: DEMO_VENDOR, password: DEMO_PASSWORD, device },
  });
  const token = login.token.access_token;
  const vendorId = (await api<{ id: string }>(to, "/vendors/me", { ip: nextAddress(), token })).id;
  await api(to, "/vendors/me/calendar/plan", { method: "PUT", ip: nextAddress(), token, json: { work_days: [0, 1, 2, 3, 4, 5, 6], daily_capacity: 50 } });
  const categories = await api<Array<{ id: string; slug: string; children?: Array<{ id: string; slug: string }> }>>(to, "/categories", { ip: nextAddress() });
  const categoryId = [...categories, ...categories.flatMap((c) => c.children ?? [])].find((c) => c.slug === CATEGORY)?.id;
  if (!categoryId) throw new Error(`no category ${CATEGORY}`);
  const days: string[] = [];
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  // From a week ahead (the payment window is 48 hours, never past the service day) for two years, 90 days a request.
  for (let from = 7; from < 720 && days.length < 400; from += 90) {
    const answer = await api<{ days: Array<{ date: string; status: string }> }>(
      to,
      `/vendors/${vendorId}/availability?from=${day(from)}&to=${day(from + 89)}`,
      { ip: nextAddress() },
    );
    days.push(...answer.days.filter((d) => d.status === "free").map((d) => d.date));
  }
  if (days.length === 0) throw new Error("the demo vendor has no free day in the next two years");
  return { token, vendorId, categoryId, days };
}

/** A pending booking of `customer` with the demo vendor on `date`: event, RFQ, the vendor's quotation, accepted. */
async function bookingFor(to: Target, customer: Customer, vendor: VendorSide, date: string): Promise<string> {
  const ip = nextAddress();
  const auth = { ip, token: customer.token };
  const event = await api<{ id: string }>(to, "/events", {
    method: "POST",
    ...auth,
    json: { title: "Launch day wedding", event_type: "wedding", event_date: date },
  });
  const rfq = await api<{ id: string }>(to, "/rfqs", {
    method: "POST",
    ...auth,
    json: {
      event_id: event.id,
      category_id: vendor.categoryId,
      description: "A hall for a wedding of 200 guests with dinner.",
      vendor_ids: [vendor.vendorId],
      needed_by_date: date,
      publish: true,
    },
  });
  const quote = await api<{ id: string }>(to, "/quotations", {
    method: "POST",
    ip: nextAddress(),
    token: vendor.token,
    json: { rfq_id: rfq.id, items: [{ description: "The hall with dinner", unit_price: "1500.000", quantity: 1 }] },
  });
  const accepted = await api<{ booking: { id: string } }>(to, `/quotations/${quote.id}/accept`, { method: "POST", ...auth, json: {} });
  return accepted.booking.id;
}

/** Runs `work(i)` for i < count, `width` at a time. */
export async function inParallel(count: number, width: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

/** Everything the mixed traffic draws from; `bookings` customers get one booking each. */
export async function preparePools(to: Target, dataDir: string, bookings: number): Promise<Pools> {
  const started = Date.now();
  const [searches, vendors] = [await searchPool(to), await vendorPool(to)];
  const vendor = bookings > 0 ? await vendorSide(to) : undefined;
  const customers: Customer[] = [];
  await inParallel(bookings, 4, async (i) => {
    const customer = await registerCustomer(to, dataDir, { phone: true, tag: "booking" });
    customer.bookingId = await bookingFor(to, customer, vendor!, vendor!.days[i % vendor!.days.length]);
    customers.push(customer);
  });
  const accounts: Account[] = [...customers.map(({ email, password }) => ({ email, password })), { email: DEMO_CUSTOMER, password: DEMO_PASSWORD }];
  log(
    `set-up: ${searches.length} searches, ${vendors.length} vendors, ${customers.length} customers with a booking (${Math.round((Date.now() - started) / 1000)} s)`,
  );
  return { searches, vendors, customers, accounts };
}

/** Renews the customers' access tokens (15 minutes) before they expire, untimed; returns the function that stops it. */
export function keepTokensFresh(to: Target, customers: Customer[]): () => void {
  const timer = setInterval(() => {
    for (const customer of customers) {
      if (Date.now() - customer.issuedAt < 10 * 60_000) continue;
      customer.issuedAt = Date.now();
      void api<TokenPair>(to, "/auth/refresh", { method: "POST", ip: nextAddress(), json: { refresh_token: customer.refresh } }).then(
        (pair) => {
          customer.token = pair.access_token;
          customer.refresh = pair.refresh_token;
        },
        (e: Error) => log(`token renewal of ${customer.email} failed: ${e.message.slice(0, 200)}`),
      );
    }
  }, 30_000);
  return () => clearInterval(timer);
}
