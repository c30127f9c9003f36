import { readFileSync } from "node:fs";
import path from "node:path";
import type { FetchLike } from "../messaging/providers/http-sms";

// Recorded provider exchanges (fixtures/<provider>/*.json) replayed through an
// injected fetch: tests see the provider's real answers without a network.

export type Fixture = {
  comment?: string;
  request?: { method?: string; url?: string; headers?: Record<string, string>; body?: unknown };
  response: { status: number; headers?: Record<string, string>; body?: unknown };
};

export function fixture(provider: string, name: string): Fixture {
  return JSON.parse(readFileSync(path.join(__dirname, "../messaging/providers/fixtures", provider, `${name}.json`), "utf8")) as Fixture;
}

export function responseOf(f: Fixture): Response {
  const body = f.response.body;
  return new Response(body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body), {
    status: f.response.status,
    headers: f.response.headers,
  });
}

export type RecordedCall = { url: string; init: RequestInit };

/**
 * A fetch answering from fixtures: `route(url)` picks the next fixture for a
 * URL (a queue per route), every call is recorded.
 */
export function replayFetch(route: (url: string) => Fixture | undefined) {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const f = route(url);
    if (!f) throw new Error(`no fixture for ${url}`);
    return responseOf(f);
  };
  return { calls, fetch };
}

/** A route answering each URL prefix from its own queue of fixtures (the last one repeats). */
export function queues(map: Record<string, Fixture[]>) {
  const state = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, [...v]]));
  return (url: string) => {
    const key = Object.keys(state).find((prefix) => url.startsWith(prefix));
    if (!key) return undefined;
    const queue = state[key];
    return queue.length > 1 ? queue.shift() : queue[0];
  };
}
