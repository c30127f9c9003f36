// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import { renderPage, stubApi } from "@/components/test/render";
import { moveOpensAt } from "@/server/orders/move-times";
import type { OrderView } from "./types";
import { VendorOrderActions } from "./vendor-order-actions";

// The vendor's day buttons stay disabled, saying when they open, until the
// server would take them (server/orders/move-times.ts): "On my way" and
// "Started" from 2 hours before the booked start, "Done" from the start.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** An order as the vendor's API gives it: `moves_open_at` follows `starts_at` by the server's rule. */
function order(overrides: Partial<OrderView>): OrderView {
  const startsAt = new Date(overrides.starts_at ?? inHours(240));
  const opens = (move: "set_out" | "start" | "complete") => moveOpensAt(move, startsAt).toISOString();
  return {
    id: "or-1",
    status: "confirmed",
    paid: true,
    amount_paid: { amount: "80.000", currency: "KWD" },
    starts_at: startsAt.toISOString(),
    actions: ["on_the_way", "start", "cancel"],
    moves_open_at: { on_the_way: opens("set_out"), start: opens("start"), complete: opens("complete") },
    ...overrides,
  } as OrderView;
}

const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

describe("vendor order actions on the day", () => {
  it("days before the start: On my way and Started are disabled, each saying it opens 2 hours before the start", () => {
    stubApi({});
    renderPage(<VendorOrderActions order={order({})} />, "en");
    expect(button(en.orders.vendor.actions.on_the_way).disabled).toBe(true);
    expect(button(en.orders.vendor.actions.start).disabled).toBe(true);
    expect(screen.getByTestId("order-start-opens").textContent).toContain("2 hours before the order starts");
    expect(screen.getByTestId("order-on-the-way-opens").textContent).toContain(`“${en.orders.vendor.actions.on_the_way}” opens at`);
    // Cancelling is not a step of the day: it stays open.
    expect(button(en.orders.vendor.actions.cancel).disabled).toBe(false);
  });

  it("an hour before the start both are enabled; Done stays disabled until the start", () => {
    stubApi({});
    renderPage(<VendorOrderActions order={order({ starts_at: inHours(1) })} />, "en");
    expect(button(en.orders.vendor.actions.on_the_way).disabled).toBe(false);
    expect(button(en.orders.vendor.actions.start).disabled).toBe(false);
    expect(screen.queryByTestId("order-start-opens")).toBeNull();
    cleanup();
    renderPage(<VendorOrderActions order={order({ status: "in_progress", starts_at: inHours(1), actions: ["complete", "location"] })} />, "en");
    expect(button(en.orders.vendor.actions.complete).disabled).toBe(true);
    expect(screen.getByTestId("order-complete-opens").textContent).toContain("when the order starts");
    cleanup();
    renderPage(<VendorOrderActions order={order({ status: "in_progress", starts_at: inHours(-0.5), actions: ["complete", "location"] })} />, "en");
    expect(button(en.orders.vendor.actions.complete).disabled).toBe(false);
  });

  it("says when it opens in Arabic", () => {
    stubApi({});
    renderPage(<VendorOrderActions order={order({})} />);
    expect(screen.getByTestId("order-start-opens").textContent).toContain("قبل موعد بدء الطلب بساعتين");
  });
});
