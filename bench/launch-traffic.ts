// The launch benchmark's mixed traffic and its measurement (bench/launch.ts).
//
// Each of `clients` simulated clients runs a closed loop (the next request
// when the last one ended, no think time) of visits: a visit is a person on
// one address (X-Forwarded-For, the server trusting one proxy) and one
// language sending 8 to 16 requests, then the next person takes the client's
// place. One address per client for the whole leg would be a bot sending
// several requests a second for minutes, which the 60-a-minute anonymous
// limit refuses by design. Each step of a visit is drawn by weight, a launch
// day's mix: mostly browsing, signed-in customers checking their booking,
// some sign-ins, a few deposits paid:
//   search        36  GET /api/v1/search/vendors, bench/search-queries.ts's mixes drawn by Zipf rank (repeats, as real traffic)
//   vendor        18  GET /api/v1/vendors/{slug}, the public profile (vendors by Zipf rank)
//   vendor_page   10  GET /{ar|en}/vendors/{slug}, the public vendor page (HTML)
//   availability  10  GET /api/v1/vendors/{slug}/availability (this month, or the next 60 days)
//   booking       19  GET /api/v1/bookings/{id} as the booking's customer
//   login          5  POST /api/v1/auth/login with the right password (registered customers and the demo customer)
//   login_wrong    1  the same with a wrong one (an account's next right sign-in clears its failures)
//   payment        1  POST /api/v1/payments (a new Idempotency-Key) for a booking's deposit, then the sandbox's
//                     hosted page calls ("sandbox"): GET the session, POST open, POST complete (declined; the
//                     booking's 5th attempt of the run paid)
// A client refused (a 503 or 429 with Retry-After) waits that long, at most 5 s, before its next request,
// as a browser's reload or an app's back-off does; a closed loop without it would answer every refusal
// with another request at once.
// Payments are limited to 5 attempts per booking an hour (server/payments/create-payment.ts): a payment draw
// past the leg's share of them reads a booking instead (counted as payments_skipped).
import { randomUUID } from "node:crypto";
import { deliberate503, jsonOf, nextAddress, send, sleep, verdictOf, type Sent, type Target, type Verdict } from "./launch-http";
import type { Customer, Pools } from "./launch-setup";
import { rng, zipf } from "./random";

export type Kind = "search" | "vendor" | "vendor_page" | "availability" | "booking" | "login" | "login_wrong" | "payment" | "sandbox" | "write";
const WEIGHTS: Array<[Kind, number]> = [
  ["search", 36],
  ["vendor", 18],
  ["vendor_page", 10],
  ["availability", 10],
  ["booking", 19],
  ["login", 5],
  ["login_wrong", 1],
  ["payment", 1],
];
export const PAYMENT_ATTEMPTS_PER_BOOKING = 5;

// ------------------------------------------------------------ measurement

type Tally = {
  requests: number;
  answered_2s: number;
  ok: number;
  client_error: number;
  refused_503: number;
  refused_429: number;
  other_5xx: number;
  timeout: number;
  socket: number;
  admitted: number[];
};
const emptyTally = (): Tally => ({
  requests: 0,
  answered_2s: 0,
  ok: 0,
  client_error: 0,
  refused_503: 0,
  refused_429: 0,
  other_5xx: 0,
  timeout: 0,
  socket: 0,
  admitted: [],
});
const ANSWERED: Verdict[] = ["ok", "client_error", "refused_503", "refused_429"];

export type Figures = {
  requests: number;
  rps: number;
  /** Share (%) of requests answered within 2 s: a 2xx/3xx, a 4xx, a deliberate 503 or a 429. */
  answered_2s_pct: number;
  ok: number;
  client_errors: number;
  refused_503: number;
  refused_429: number;
  /** 5xx other than the deliberate 503 (SERVICE_UNAVAILABLE with Retry-After). */
  other_5xx: number;
  timeouts: number;
  socket_errors: number;
  /** Percentiles over admitted requests: every answer but a deliberate 503. */
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

function figuresOf(t: Tally, seconds: number, maxMs: number): Figures {
  const times = [...t.admitted].sort((a, b) => a - b);
  const at = (p: number) => (times.length ? round1(times[Math.min(times.length - 1, Math.max(0, Math.ceil((p / 100) * times.length) - 1))]) : 0);
  return {
    requests: t.requests,
    rps: round1(t.requests / seconds),
    answered_2s_pct: t.requests ? Math.round((t.answered_2s / t.requests) * 10_000) / 100 : 0,
    ok: t.ok,
    client_errors: t.client_error,
    refused_503: t.refused_503,
    refused_429: t.refused_429,
    other_5xx: t.other_5xx,
    timeouts: t.timeout,
    socket_errors: t.socket,
    p50_ms: at(50),
    p95_ms: at(95),
    p99_ms: at(99),
    max_ms: round1(maxMs),
  };
}

/** Every request of a leg: counted when it ends, by kind and in all. */
export class Recorder {
  started = 0;
  ended = 0;
  maxMs = 0;
  private all = emptyTally();
  private kinds = new Map<Kind, Tally>();
  private statuses = new Map<string, number>();
  private errors = new Map<string, number>();

  begin(): void {
    this.started++;
  }

  record(kind: Kind, sent: Sent): Verdict {
    this.ended++;
    this.maxMs = Math.max(this.maxMs, sent.ms);
    const verdict = verdictOf(sent);
    if (!this.kinds.has(kind)) this.kinds.set(kind, emptyTally());
    for (const t of [this.all, this.kinds.get(kind)!]) {
      t.requests++;
      t[verdict]++;
      if (ANSWERED.includes(verdict) && sent.ms <= 2000) t.answered_2s++;
      if (sent.status !== undefined && verdict !== "refused_503") t.admitted.push(sent.ms);
    }
    const status = `${kind} ${sent.status ?? sent.errorCode ?? sent.error}`;
    if (verdict !== "ok") this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (verdict === "other_5xx" || verdict === "socket") {
      const code = `${kind} ${sent.status ?? sent.errorCode}: ${jsonOf(sent)?.error?.code ?? ""}`;
      this.errors.set(code, (this.errors.get(code) ?? 0) + 1);
    }
    return verdict;
  }

  figures(seconds: number): Figures & { by_kind: Record<string, Figures>; not_ok: Record<string, number> } {
    const byKind = Object.fromEntries(
      [...this.kinds].map(([kind, t]) => [
        kind,
        figuresOf(
          t,
          seconds,
          t.admitted.reduce((a, b) => Math.max(a, b), 0),
        ),
      ]),
    );
    const notOk = Object.fromEntries([...this.statuses].sort((a, b) => b[1] - a[1]).slice(0, 30));
    return { ...figuresOf(this.all, seconds, this.maxMs), by_kind: byKind, not_ok: notOk };
  }
}

// ------------------------------------------------------------ the mix

/** Where a request goes: one server, or the fault leg's balancer over two. */
export type Route = { pick: () => Target; answered?: (to: Target, sent: Sent) => void };
export type PaymentBudget = { left: number; flows: number; skipped: number };

export type Mix = {
  pools: Pools;
  route: Route;
  recorder: Recorder;
  budget: PaymentBudget;
  /** Weights zeroed for kinds the pools cannot serve (no customers: no booking reads, no payments). */
  weights?: Array<[Kind, number]>;
};

/** A refused client waits what Retry-After asks (at most 5 s), as a browser's reload or an app's backoff does. */
export async function backOff(sent: Sent, verdict: Verdict): Promise<void> {
  if (verdict !== "refused_503" && verdict !== "refused_429") return;
  const seconds = Number(sent.headers["retry-after"]);
  if (Number.isFinite(seconds) && seconds > 0) await sleep(Math.min(5, seconds) * 1000);
}

/**
 * One request of `kind`, recorded; `answered` tells the route which server
 * answered what (passive health); after a refusal the client backs off before
 * its next request (not counted in the request's time).
 */
async function timed(mix: Mix, kind: Kind, pathname: string, options: Parameters<typeof send>[2]): Promise<Sent> {
  const to = mix.route.pick();
  mix.recorder.begin();
  const sent = await send(to, pathname, options);
  const verdict = mix.recorder.record(kind, sent);
  mix.route.answered?.(to, sent);
  await backOff(sent, verdict);
  return sent;
}

function drawer(mix: Mix, seed: number): () => Kind {
  const usable = (mix.weights ?? WEIGHTS).filter(([kind]) => mix.pools.customers.length > 0 || (kind !== "booking" && kind !== "payment"));
  const total = usable.reduce((sum, [, w]) => sum + w, 0);
  const random = rng(seed);
  return () => {
    let x = random() * total;
    for (const [kind, w] of usable) if ((x -= w) < 0) return kind;
    return usable[0][0];
  };
}

let cursor = 0;
const next = <T>(list: T[]): T => list[cursor++ % list.length];

/** The customer whose booking gets the next deposit attempt, within the leg's share; undefined when spent. */
function nextPayer(mix: Mix): Customer | undefined {
  if (mix.budget.left <= 0) return undefined;
  const { customers } = mix.pools;
  for (let i = 0; i < customers.length; i++) {
    const customer = next(customers);
    if (customer.paymentAttempts < PAYMENT_ATTEMPTS_PER_BOOKING) {
      customer.paymentAttempts++;
      mix.budget.left--;
      mix.budget.flows++;
      return customer;
    }
  }
  return undefined;
}

/** The payment funnel: the deposit's payment, then the hosted page's three calls. */
async function payDeposit(mix: Mix, payer: Customer, headers: Record<string, string>): Promise<void> {
  const auth = { ...headers, authorization: `Bearer ${payer.token}` };
  const created = await timed(mix, "payment", "/api/v1/payments", {
    method: "POST",
    headers: { ...auth, "idempotency-key": randomUUID() },
    json: { payable_type: "booking", payable_id: payer.bookingId, kind: "deposit", return_url: "/account/payments" },
  });
  if (deliberate503(created)) {
    // Refused before it ran: the attempt is not spent.
    payer.paymentAttempts--;
    mix.budget.left++;
    mix.budget.flows--;
    return;
  }
  const url = (jsonOf(created)?.data as { payment_url?: string } | undefined)?.payment_url;
  const session = url ? /sandbox-pay\/([\w-]+)/.exec(url)?.[1] : undefined;
  if (created.status !== 201 || !session) return;
  const base = `/api/v1/sandbox/sessions/${session}`;
  if ((await timed(mix, "sandbox", base, { headers: auth })).status !== 200) return;
  if ((await timed(mix, "sandbox", `${base}/open`, { method: "POST", headers: auth, json: {} })).status !== 200) return;
  const outcome = payer.paymentAttempts >= PAYMENT_ATTEMPTS_PER_BOOKING ? "paid" : "declined";
  await timed(mix, "sandbox", `${base}/complete`, { method: "POST", headers: auth, json: { outcome, method: "knet" } });
}

const kuwaitDay = (offsetDays: number) => new Date(Date.now() + 3 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** One step of a visit by the person at `ip`. */
async function step(
  mix: Mix,
  kind: Kind,
  ip: string,
  locale: "ar" | "en",
  draws: { search: () => number; vendor: () => number; random: () => number },
): Promise<void> {
  const { pools } = mix;
  const headers = { "x-forwarded-for": ip, "accept-language": locale };
  const slug = pools.vendors[draws.vendor()];
  switch (kind) {
    case "search":
      await timed(mix, kind, `/api/v1/search/vendors?${pools.searches[draws.search()]}`, { headers });
      return;
    case "vendor":
      await timed(mix, kind, `/api/v1/vendors/${encodeURIComponent(slug)}`, { headers });
      return;
    case "vendor_page":
      await timed(mix, kind, `/${locale}/vendors/${encodeURIComponent(slug)}`, { headers: { ...headers, accept: "text/html" } });
      return;
    case "availability": {
      const range = draws.random() < 0.5 ? "" : `?from=${kuwaitDay(0)}&to=${kuwaitDay(60)}`;
      await timed(mix, kind, `/api/v1/vendors/${encodeURIComponent(slug)}/availability${range}`, { headers });
      return;
    }
    case "login":
    case "login_wrong": {
      const account = next(pools.accounts);
      const password = kind === "login" ? account.password : `${account.password}-typo`;
      await timed(mix, kind, "/api/v1/auth/login", {
        method: "POST",
        headers,
        json: { email: account.email, password, device: { platform: "ios", name: "bench" } },
      });
      return;
    }
    case "payment": {
      const payer = nextPayer(mix);
      if (payer) return payDeposit(mix, payer, headers);
      mix.budget.skipped++;
      return step(mix, "booking", ip, locale, draws);
    }
    case "booking": {
      const customer = next(pools.customers);
      await timed(mix, kind, `/api/v1/bookings/${customer.bookingId}`, { headers: { ...headers, authorization: `Bearer ${customer.token}` } });
      return;
    }
    default:
      throw new Error(`no step for ${kind}`);
  }
}

/** `clients` closed loops of visits until `endAt` (ms since the epoch); resolves when the last request ended. */
export async function drive(mix: Mix, clients: number, endAt: number, seed = 1): Promise<void> {
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      const random = rng(seed * 7919 + c);
      const draws = { search: zipf(mix.pools.searches.length, random), vendor: zipf(mix.pools.vendors.length, random), random };
      const draw = drawer(mix, seed * 104_729 + c);
      while (Date.now() < endAt) {
        const ip = nextAddress();
        const locale = random() < 0.6 ? "ar" : "en";
        const length = 8 + Math.floor(random() * 9);
        for (let i = 0; i < length && Date.now() < endAt; i++) await step(mix, draw(), ip, locale, draws);
      }
    }),
  );
}

export type RssSample = { at_s: number; mb: number };

/** Samples `rss()` every `everySeconds` until stopped; the samples so far. */
export function sampleRss(rss: () => number, everySeconds: number): { samples: RssSample[]; stop: () => void } {
  const started = Date.now();
  const samples: RssSample[] = [{ at_s: 0, mb: rss() }];
  const timer = setInterval(() => samples.push({ at_s: Math.round((Date.now() - started) / 1000), mb: rss() }), everySeconds * 1000);
  return { samples, stop: () => clearInterval(timer) };
}
