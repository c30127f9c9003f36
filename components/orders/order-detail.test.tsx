// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import { renderPage, stubApi } from "@/components/test/render";
import { CustomerOrder } from "./order-detail";
import type { OrderView } from "./types";

// The customer's order page says what happens next in the order's own state:
// never "once it is paid…" beside "paid 120.000".

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KWD = (amount: string) => ({ amount, currency: "KWD" });

function order(overrides: Partial<OrderView>): OrderView {
  return {
    id: "or-1",
    reference: "OR-7K2M9Q4T",
    status: "placed",
    vendor: { id: "v-1", name: "Sahab Cleaning", slug: "sahab-cleaning" },
    customer: null,
    service_id: "s-1",
    package: { id: "p-1", name: "Quick clean" },
    payment_mode: "full",
    total: KWD("120.000"),
    amount_due: KWD("120.000"),
    amount_paid: KWD("0.000"),
    paid: false,
    service_date: "2027-03-04",
    starts_at: "2027-03-04T15:30:00Z",
    area: { id: "a-1", name: "Fintas" },
    address: "Block 2, Street 10, House 15",
    point: null,
    notes: null,
    payment_deadline: "2027-03-01T10:00:00Z",
    confirm_deadline: null,
    confirmed_at: null,
    on_the_way_at: null,
    started_at: null,
    completed_at: null,
    cancelled_at: null,
    cancelled_by: null,
    cancel_reason: null,
    refund_percent: null,
    refund_due: null,
    provider_location: null,
    distance_km: null,
    actions: [],
    policy: [],
    review_id: null,
    tip: null,
    created_at: "2027-03-01T09:00:00Z",
    ...overrides,
  } as OrderView;
}

function statusText(o: OrderView): string {
  stubApi({});
  renderPage(<CustomerOrder order={o} returned={false} />, "en");
  return screen.getByTestId("order-status-text").textContent ?? "";
}

describe("the order page's words follow its state", () => {
  it("placed and unpaid: pay by the deadline, then the vendor has 24 hours", () => {
    const text = statusText(order({ actions: ["pay", "cancel"] }));
    expect(text).toContain("Pay");
    expect(text).toContain("120.000");
    expect(text).toContain("24 hours");
  });

  it("placed and paid: no 'once it is paid'; the vendor's time to accept and the refund if not", () => {
    const text = statusText(order({ paid: true, amount_paid: KWD("120.000"), confirm_deadline: "2027-03-02T10:00:00Z" }));
    expect(text).not.toContain("Once it is paid");
    expect(text).toMatch(/^Paid\./);
    expect(text).toContain("refunded in full");
    expect(screen.getByTestId("order-paid").textContent).toContain("120.000");
  });

  it("confirmed: accepted, and the day the vendor comes", () => {
    const text = statusText(order({ status: "confirmed", paid: true, amount_paid: KWD("120.000"), confirmed_at: "2027-03-01T12:00:00Z" }));
    expect(text).toContain("accepted your order");
    expect(text).toContain("2027");
  });

  it("cancelled with a refund: says what comes back; without money paid, only that it is cancelled", () => {
    const refunded = statusText(order({ status: "cancelled", refund_due: KWD("120.000"), refund_percent: 100, cancelled_at: "2027-03-01T12:00:00Z" }));
    expect(refunded).toMatch(/^This order is cancelled\. KWD.120\.000 is refunded to you\.$/);
    cleanup();
    expect(statusText(order({ status: "cancelled", cancelled_at: "2027-03-01T12:00:00Z" }))).toBe(en.orders.statusText.cancelled);
  });
});
