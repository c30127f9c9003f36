// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import { renderPage } from "@/components/test/render";
import { BookingPaid } from "./event-detail";
import type { EventSummary } from "./types";

// An event's booking line agrees with the event's money block, which leaves
// cancelled bookings out: a cancelled, refunded booking never reads "paid 580.000".

vi.mock("@/i18n/navigation", () => ({ useRouter: () => ({ push: vi.fn() }), Link: () => null }));

afterEach(cleanup);

const kwd = (amount: string) => ({ amount, currency: "KWD" });

function booking(status: string, paid: string): EventSummary["bookings"][number] {
  return {
    id: "bk-1",
    reference: "BK-1",
    status,
    vendor: { id: "v-1", name: "Al Raya Hall", name_en: "Al Raya Hall" },
    service_date: "2027-06-10",
    total: kwd("2900.000"),
    deposit_due: kwd("580.000"),
    amount_paid: kwd(paid),
  };
}

function line(b: EventSummary["bookings"][number]): string {
  renderPage(
    <span data-testid="line">
      <BookingPaid booking={b} />
    </span>,
    "en",
  );
  return screen.getByTestId("line").textContent ?? "";
}

describe("an event's booking line", () => {
  it("a cancelled booking says it is not counted and where its refund is, not what was once paid", () => {
    const text = line(booking("cancelled", "580.000"));
    expect(text).toBe(en.events.summary.cancelledPaid);
    expect(text).not.toContain("580");
  });

  it("a cancelled booking with nothing paid says so; a live one shows paid of total", () => {
    expect(line(booking("cancelled", "0.000"))).toBe(en.events.summary.cancelledUnpaid);
    cleanup();
    expect(line(booking("confirmed", "580.000"))).toMatch(/580\.000.*2,900\.000/);
  });
});
