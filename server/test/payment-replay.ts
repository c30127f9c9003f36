import { readFileSync } from "node:fs";
import { expect } from "vitest";
import path from "node:path";

// Recorded gateway exchanges (fixtures/<gateway>/*.json, shaped as the public
// API docs show them, with fake ids and keys) replayed through an injected
// fetch: tests check the exact request and see the gateway's real answers.

export type Fixture = {
  comment?: string;
  request?: { method: string; url: string; headers?: Record<string, string>; body?: unknown };
  response: { status: number; headers?: Record<string, string>; body?: unknown };
};

export function fixture(gateway: string, name: string): Fixture {
  return JSON.parse(readFileSync(path.join(__dirname, "../payments/providers/fixtures", gateway, `${name}.json`), "utf8")) as Fixture;
}

export type RecordedCall = { url: string; method: string; headers: Headers; body: unknown; raw: string | undefined };

/** A fetch answering each call with the next fixture, recording what was asked. */
export function replayFetch(...answers: (Fixture | Error)[]) {
  const calls: RecordedCall[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const raw = typeof init?.body === "string" ? init.body : undefined;
    calls.push({
      url: String(input),
      method: init?.method ?? "GET",
      headers: new Headers(init?.headers),
      body: raw === undefined ? undefined : (JSON.parse(raw) as unknown),
      raw,
    });
    const next = answers.shift();
    if (!next) throw new Error(`no fixture for ${String(input)}`);
    if (next instanceof Error) throw next;
    const b = next.response.body;
    return new Response(b === undefined ? null : typeof b === "string" ? b : JSON.stringify(b), {
      status: next.response.status,
      headers: next.response.headers,
    });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

/** The request the fixture recorded (method, URL, its headers, its body when it has one), checked against what the adapter sent. */
export function expectRequest(call: { url: string; method: string; headers: Headers; body: unknown }, f: Fixture) {
  expect(call.method).toBe(f.request!.method);
  expect(call.url).toBe(f.request!.url);
  for (const [name, value] of Object.entries(f.request!.headers ?? {})) expect(call.headers.get(name)).toBe(value);
  if (f.request!.body !== undefined) expect(call.body).toEqual(f.request!.body);
}

/** What the promise rejected with (fails when it resolves). */
export async function rejection(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e,
  );
}
