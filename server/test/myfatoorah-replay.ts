import { expectRequest, fixture, type Fixture } from "./payment-replay";
import { myFatoorahProvider } from "../payments/providers/myfatoorah";

// Tests' MyFatoorah: recorded answers (fixtures/myfatoorah/*.json) chosen by
// the request's Key, since reconciliation asks several records at once and
// their order is not fixed. Each request is checked against its recording.

const API = "https://api.myfatoorah.com";
const API_KEY = (fixture("myfatoorah", "payment-status-paid").request!.headers!.Authorization ?? "").replace("Bearer ", "");

/** A fetch answering each request with the fixture recorded for its Key (concurrent calls come in any order), checking the request. */
export function keyedFetch(answers: Record<string, Fixture | Error>) {
  const calls: { key: string; url: string }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { Key: string };
    calls.push({ key: body.Key, url: String(input) });
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      await new Promise((resolve) => setImmediate(resolve));
      const f = answers[body.Key];
      if (!f) throw new Error(`no fixture for ${body.Key}`);
      if (f instanceof Error) throw f;
      if (f.request) expectRequest({ url: String(input), method: init?.method ?? "GET", headers: new Headers(init?.headers), body }, f);
      const b = f.response.body;
      return new Response(b === undefined ? null : typeof b === "string" ? b : JSON.stringify(b), { status: f.response.status, headers: f.response.headers });
    } finally {
      inFlight--;
    }
  }) as typeof globalThis.fetch;
  return { calls, fetch, maxInFlight: () => maxInFlight };
}

export function myFatoorahWith(answers: Record<string, Fixture | Error>) {
  const replay = keyedFetch(answers);
  return { ...replay, provider: myFatoorahProvider({ apiKey: API_KEY, apiUrl: API, webhookSecret: "s", fetch: replay.fetch }) };
}
