// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { renderPage } from "@/components/test/render";
import { FiltersSheet } from "./filters-sheet";
import { PendingSearchProvider } from "./pending-search";
import { SearchFilters, SortSelect } from "./search-controls";
import type { SearchParams } from "./search-url";

const push = vi.fn();
vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push }),
  getPathname: ({ href }: { href: string }) => href,
  Link: ({ children }: { children: ReactNode }) => <a>{children}</a>,
}));

// A date (or price) typed into the filters but not applied yet is part of the
// page's one pending state: the phone sheet's "Show N results" applies it as
// "Apply filters" does, and choosing another filter or a sort takes it along.

beforeEach(() => push.mockClear());
afterEach(cleanup);

const governorates = [{ value: "g-jahra", label: "الجهراء", areas: [] }];
const DATE = "2027-01-15";

function renderSearch(params: SearchParams, locale: "ar" | "en" = "ar") {
  return renderPage(
    <PendingSearchProvider pathname="/search" params={params}>
      <FiltersSheet active={0} total={12}>
        <SearchFilters pathname="/search" params={params} governorates={governorates} dateRange={{ min: "2026-12-02", max: "2028-12-02" }} />
      </FiltersSheet>
      <SortSelect pathname="/search" params={params} />
    </PendingSearchProvider>,
    locale,
  );
}

/** The query of the one navigation made. */
function navigatedTo(): Record<string, string> {
  expect(push).toHaveBeenCalledTimes(1);
  return push.mock.calls[0][0].query;
}

describe("pending search filters", () => {
  it("on a phone, Show N results applies the date and price picked in the sheet", () => {
    renderSearch({ sort: "rating" });
    fireEvent.click(screen.getByTestId("filters-toggle"));
    fireEvent.change(screen.getByLabelText(ar.search.priceMax), { target: { value: "250" } });
    fireEvent.change(screen.getByLabelText(ar.search.date), { target: { value: DATE } });
    const show = screen.getByTestId("filters-show-results");
    expect(show.textContent).toContain("12");
    fireEvent.click(show);
    expect(navigatedTo()).toEqual({ sort: "rating", price_max: "250", date: DATE });
  });

  it("Apply filters applies the same pending date", () => {
    renderSearch({}, "en");
    fireEvent.change(screen.getByLabelText(en.search.date), { target: { value: DATE } });
    fireEvent.click(screen.getByRole("button", { name: en.search.apply }));
    expect(navigatedTo()).toEqual({ date: DATE });
  });

  it("on a desktop, choosing another filter keeps a date typed but not applied", () => {
    renderSearch({ q: "قاعة" });
    fireEvent.change(screen.getByLabelText(ar.search.date), { target: { value: DATE } });
    fireEvent.change(screen.getByLabelText(ar.search.governorate), { target: { value: "g-jahra" } });
    expect(navigatedTo()).toEqual({ q: "قاعة", governorate_id: "g-jahra", date: DATE });
  });

  it("changing the sort keeps a date typed but not applied", () => {
    renderSearch({}, "en");
    fireEvent.change(screen.getByLabelText(en.search.date), { target: { value: DATE } });
    fireEvent.change(screen.getByLabelText(en.search.sortLabel), { target: { value: "rating" } });
    expect(navigatedTo()).toEqual({ sort: "rating", date: DATE });
  });

  it("an emptied date field leaves the date out with the next change; Show N results with nothing typed only closes the sheet", () => {
    renderSearch({ date: DATE, page: "3" }, "en");
    fireEvent.click(screen.getByTestId("filters-toggle"));
    fireEvent.click(screen.getByTestId("filters-show-results"));
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByTestId("filters-toggle").getAttribute("aria-expanded")).toBe("false");
    fireEvent.change(screen.getByLabelText(en.search.date), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText(en.search.rating), { target: { value: "4" } });
    expect(navigatedTo()).toEqual({ rating_min: "4" });
  });
});
