// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import { renderPage, stubApi } from "@/components/test/render";
import { PlanForm } from "./plan-form";

// The weekly plan form never presents values the vendor never saved as a
// saved plan: without one it says so first, with the default in force.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6];

describe("weekly plan form", () => {
  it("without a saved plan, says no plan is saved and that every day takes the default 1 booking, before the boxes that start from it", () => {
    stubApi({});
    renderPage(<PlanForm plan={{ work_days: ALL_WEEK, daily_capacity: null }} capacityInForce={1} />, "en");
    const notice = screen.getByTestId("cal-plan-unsaved");
    expect(notice.textContent).toBe(en.availability.planUnsaved.replace("{capacity, plural, one {# booking} other {# bookings}}", "1 booking"));
    expect(screen.queryByTestId("cal-plan-in-force")).toBeNull();
    expect(screen.queryByTestId("cal-plan-saved")).toBeNull();
    expect((screen.getByLabelText(en.availability.capacity) as HTMLInputElement).value).toBe("1");
    // The notice comes before the fields it explains.
    expect(notice.compareDocumentPosition(screen.getByLabelText(en.availability.capacity)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("with a saved plan, says the saved plan is in force with its capacity, and no 'not saved' notice", () => {
    stubApi({});
    renderPage(<PlanForm plan={{ work_days: [0, 1, 2, 3, 4], daily_capacity: 2 }} capacityInForce={2} />, "en");
    expect(screen.getByTestId("cal-plan-in-force").textContent).toBe("Saved plan in force: 2 bookings a day on the days ticked.");
    expect(screen.queryByTestId("cal-plan-unsaved")).toBeNull();
    expect((screen.getByLabelText(en.availability.capacity) as HTMLInputElement).value).toBe("2");
  });

  it("reads in Arabic without a saved plan", () => {
    stubApi({});
    renderPage(<PlanForm plan={{ work_days: ALL_WEEK, daily_capacity: null }} capacityInForce={1} />);
    expect(screen.getByTestId("cal-plan-unsaved").textContent).toContain("لم تحفظ جدولًا أسبوعيًا بعد");
    expect(screen.getByTestId("cal-plan-unsaved").textContent).toContain("حجزًا واحدًا");
  });
});
