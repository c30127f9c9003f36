// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ar from "@/messages/ar.json";
import { renderPage } from "@/components/test/render";
import { CompareView } from "./compare-view";
import { RfqDetail } from "./rfq-detail";

// The customer's quotes section (/account/rfqs/[id]) is never left on
// "Loading…" once the page is shown: it is asked for with the RFQ itself, and
// another order keeps the quotes on screen until the new order arrives.

vi.mock("@/components/account/account-gate", () => ({ AccountGate: ({ children }: { children: (me: unknown) => ReactNode }) => <>{children({})}</> }));
vi.mock("@/i18n/navigation", () => ({ Link: ({ children }: { children: ReactNode }) => <a>{children}</a> }));

const LOADING = ar.rfqs.common.loading;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KWD = (amount: string) => ({ amount, currency: "KWD" });
const quote = (id: string, slug: string, total: string) => ({
  id,
  rfq_id: "rfq-1",
  vendor: { id: `v-${slug}`, name: slug, name_en: slug, slug, logo_url: null },
  status: "submitted",
  revision: 1,
  items: [],
  total: KWD(total),
  tax: KWD("0.000"),
  notes: null,
  delivery_notes: null,
  delivery_time_days: null,
  validity_days: 7,
  valid_until: "2030-01-01T00:00:00.000Z",
  submitted_at: "2029-12-01T00:00:00.000Z",
  final_offer: false,
  rounds_used: 0,
  rounds_left: 3,
  attachments: [],
  history: [],
  validity_remaining: { seconds: 86_400 * 5, days: 5 },
  vendor_rating: { average: null, count: 0, new_vendor: true },
  response_time_hours: 2,
  plan_badge: "free",
});
const CHEAP = quote("q-1", "cheap", "100.000");
const DEAR = quote("q-2", "dear", "300.000");

type Deferred = { path: string; resolve: (body: unknown) => void };

/** Answers `/api/v1/...` from `answer` (a body, or "wait": held until the test resolves it); records the paths asked for. */
function stubFetch(answer: (path: string) => unknown) {
  const asked: string[] = [];
  const held: Deferred[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) => {
      const path = url.replace(/^\/api\/v1/, "");
      asked.push(path);
      const respond = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
      const body = answer(path);
      if (body !== "wait") return Promise.resolve(respond(body));
      return new Promise<Response>((resolve) => held.push({ path, resolve: (b) => resolve(respond(b)) }));
    }),
  );
  return { asked, held };
}

const order = () => screen.getAllByTestId("compare-quote").map((el) => el.getAttribute("data-vendor"));

describe("the RFQ's quotes section", () => {
  it("keeps the quotes on screen while another order loads, then shows it", async () => {
    const { held } = stubFetch((path) => (path.includes("sort=-price") ? "wait" : { data: [CHEAP, DEAR], meta: {} }));
    renderPage(<CompareView rfqId="rfq-1" />);
    await waitFor(() => expect(order()).toEqual(["cheap", "dear"]));
    fireEvent.change(screen.getByTestId("compare-sort"), { target: { value: "-price" } });
    await waitFor(() => expect(held).toHaveLength(1));
    expect(screen.queryByText(LOADING)).toBeNull();
    expect(order()).toEqual(["cheap", "dear"]);
    held[0].resolve({ data: [DEAR, CHEAP], meta: {} });
    await waitFor(() => expect(order()).toEqual(["dear", "cheap"]));
    expect(screen.queryByText(LOADING)).toBeNull();
  });

  it("is asked for together with the RFQ, before the RFQ's answer arrives", async () => {
    const rfq = {
      id: "rfq-1",
      event_id: "ev-1",
      title: "تصوير",
      description: "وصف",
      status: "quoted",
      targeting: "targeted",
      category: { id: "c", name: "تصوير", name_en: "Photography" },
      budget_min: null,
      budget_max: null,
      budget_indication: null,
      show_budget_to_vendors: false,
      needed_by_date: "2030-01-01",
      sent_at: null,
      expires_at: null,
      created_at: "2029-12-01T00:00:00.000Z",
      attachments: [],
      vendors: [],
      quote_count: 2,
      warnings: [],
    };
    const { asked, held } = stubFetch((path) => (path === "/quotation-requests/rfq-1" ? "wait" : { data: [CHEAP, DEAR], meta: {} }));
    renderPage(<RfqDetail id="rfq-1" />);
    await waitFor(() => expect(asked.some((p) => p.startsWith("/quotation-requests/rfq-1/compare"))).toBe(true));
    expect(held.map((h) => h.path)).toEqual(["/quotation-requests/rfq-1"]);
    held[0].resolve({ data: rfq, meta: {} });
    await waitFor(() => expect(order()).toEqual(["cheap", "dear"]));
    expect(screen.queryByText(LOADING)).toBeNull();
  });
});
