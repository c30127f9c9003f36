// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubApi } from "@/components/test/render";
import { FinanceDashboard } from "./finance-dashboard";

// The dashboard says when its figures were read, reads them again on
// "Refresh", and offers the range as CSV and XLSX.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const kwd = (amount: string) => ({ amount, currency: "KWD" });
const amounts = {
  payments: kwd("120.000"),
  refunds: kwd("0.000"),
  net: kwd("120.000"),
  commission: kwd("6.000"),
  subscriptions: kwd("0.000"),
  provider_fees: kwd("0.000"),
};
const counts = { rfqs: 1, quotes: 2, bookings: 1, paid_bookings: 1, cancelled_bookings: 0, new_customers: 1, new_vendors: 0 };

describe("finance dashboard", () => {
  it("shows 'as of' each report's computed time, refreshes on demand and links both exports", async () => {
    let reads = 0;
    const at = () => (reads === 1 ? "2026-09-20T09:00:00.000Z" : "2026-09-20T09:05:00.000Z");
    const calls = stubApi({
      "GET /admin/reports/revenue": () => {
        reads++;
        return {
          data: {
            from: "2026-08-22",
            to: "2026-09-20",
            group: "day",
            computed_at: at(),
            totals: { ...amounts, wallet_liabilities: kwd("0.000") },
            series: [{ period: "2026-09-20", ...amounts }],
          },
        };
      },
      "GET /admin/reports/activity": {
        data: {
          from: "2026-08-22",
          to: "2026-09-20",
          group: "day",
          computed_at: "2026-09-20T09:00:00.000Z",
          totals: counts,
          series: [{ period: "2026-09-20", ...counts }],
        },
      },
    });
    renderPage(<FinanceDashboard />, "en");
    const revenueAsOf = await screen.findByTestId("revenue-as-of");
    expect(revenueAsOf.dataset.at).toBe("2026-09-20T09:00:00.000Z");
    expect(revenueAsOf.textContent).toMatch(/^As of .*2026/);
    expect((await screen.findByTestId("activity-as-of")).textContent).toMatch(/^As of /);
    expect(screen.getByTestId("report-export-csv").textContent).toContain("CSV");
    expect(screen.getByTestId("report-export-xlsx").textContent).toContain("XLSX");

    fireEvent.click(screen.getByTestId("report-refresh"));
    await waitFor(() => expect(screen.getByTestId("revenue-as-of").dataset.at).toBe("2026-09-20T09:05:00.000Z"));
    expect(calls.filter((c) => c.path === "/admin/reports/revenue")).toHaveLength(2);
  });
});
