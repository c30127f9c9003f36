// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubApi } from "@/components/test/render";
import { AdminList } from "./admin-list";

// The admin lists' one frame: the status filter and the other filters go into
// the query with page and per_page, a filter change goes back to page 1, an
// empty page says so.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const requested = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));

function Bookings({ vendorId }: { vendorId?: string }) {
  return (
    <AdminList
      path="/admin/bookings"
      testId="list"
      status={{ label: "Status", all: "All", values: ["pending", "cancelled"], optionLabel: (s) => `status ${s}`, initial: "pending", testId: "list-status" }}
      query={{ vendor_id: vendorId }}
      empty="Nothing here"
      columns={["Id"]}
      row={(r) => (
        <tr key={r.id} data-testid="row">
          <td>{r.id}</td>
        </tr>
      )}
    />
  );
}

describe("AdminList", () => {
  it("asks for the first page with the opening status and shows a row each", async () => {
    stubApi({ "GET /admin/bookings": { data: [{ id: "bk-1" }, { id: "bk-2" }] } });
    renderPage(<Bookings vendorId="v-1" />, "en");
    expect(await screen.findAllByTestId("row")).toHaveLength(2);
    expect(requested()).toEqual(["/api/v1/admin/bookings?page=1&per_page=25&status=pending&vendor_id=v-1"]);
  });

  it("a status change asks again without the status when 'all' is chosen; an empty page says so", async () => {
    stubApi({ "GET /admin/bookings": { data: [] } });
    renderPage(<Bookings />, "en");
    expect(await screen.findByText("Nothing here")).toBeTruthy();
    fireEvent.change(screen.getByTestId("list-status"), { target: { value: "" } });
    await vi.waitFor(() => expect(requested()).toContain("/api/v1/admin/bookings?page=1&per_page=25"));
    expect(screen.getByRole("option", { name: "status cancelled" })).toBeTruthy();
  });
});
