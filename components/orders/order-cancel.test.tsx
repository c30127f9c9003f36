// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ar from "@/messages/ar.json";
import { renderPage, stubApi } from "@/components/test/render";
import { OrderCancel, refundIfCancelledNow } from "./order-cancel";
import type { OrderView } from "./types";

// The customer's cancel panel states the policy's refund before anything is
// sent (all before the vendor accepts or a day ahead, half inside the last
// day), and sends the reason with the refund's way.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HOUR = 3600_000;
const KWD = (amount: string) => ({ amount, currency: "KWD" });

function order(status: "placed" | "confirmed", startsInHours: number, paid = "40.000"): OrderView {
  return {
    id: "or-1",
    status,
    starts_at: new Date(Date.now() + startsInHours * HOUR).toISOString(),
    amount_paid: KWD(paid),
    actions: ["cancel"],
  } as unknown as OrderView;
}

describe("order cancel", () => {
  it("follows the written policy: 100% before acceptance or 24 h+ ahead, 50% inside the last day", () => {
    const now = Date.now();
    expect(refundIfCancelledNow(order("placed", 2), now)).toBe(100);
    expect(refundIfCancelledNow(order("confirmed", 30), now)).toBe(100);
    expect(refundIfCancelledNow(order("confirmed", 10), now)).toBe(50);
  });

  it("says what comes back before confirming, then sends the reason and the wallet as the refund's way", async () => {
    const calls = stubApi({ "POST /orders/or-1/cancel": { data: {} } });
    renderPage(<OrderCancel order={order("confirmed", 10)} />);
    fireEvent.click(screen.getByTestId("order-cancel-open"));
    const refund = screen.getByTestId("order-cancel-refund");
    expect(refund.getAttribute("data-percent")).toBe("50");
    expect(refund.textContent).toContain("50%");
    expect(refund.textContent).toContain("20.000");
    fireEvent.change(screen.getByLabelText(ar.orders.cancel.destination), { target: { value: "wallet" } });
    fireEvent.change(screen.getByLabelText(ar.orders.cancel.reason), { target: { value: "تغيّر الموعد" } });
    fireEvent.click(screen.getByTestId("order-cancel-confirm"));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ reason: "تغيّر الموعد", refund_destination: "wallet" });
  });

  it("asks in a dialog named for the cancellation; keeping the order closes it and sends nothing", async () => {
    const calls = stubApi({});
    renderPage(<OrderCancel order={order("confirmed", 30)} />);
    fireEvent.click(screen.getByTestId("order-cancel-open"));
    const dialog = screen.getByRole("dialog", { name: ar.orders.cancel.confirm });
    expect(within(dialog).getByLabelText(ar.orders.cancel.reason)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: ar.orders.cancel.keep }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).toHaveLength(0);
  });

  it("asks for a reason (in Arabic) and sends nothing without one", async () => {
    const calls = stubApi({});
    renderPage(<OrderCancel order={order("placed", 48, "0.000")} />);
    fireEvent.click(screen.getByTestId("order-cancel-open"));
    expect(screen.getByTestId("order-cancel-refund").textContent).toBe(ar.orders.cancel.nothingPaid);
    expect(screen.queryByLabelText(ar.orders.cancel.destination)).toBeNull();
    fireEvent.click(screen.getByTestId("order-cancel-confirm"));
    await screen.findByRole("alert");
    expect(calls).toHaveLength(0);
  });
});
