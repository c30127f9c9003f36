// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ar from "@/messages/ar.json";
import { renderPage, stubApi } from "@/components/test/render";
import { VendorPicker, type PickedVendor } from "./vendor-picker";

// The wizard's vendor search: "No vendor found" answers the search itself, so
// it never appears once the vendor the search found has been added.

const w = ar.rfqs.wizard;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Picker() {
  const [picked, setPicked] = useState<PickedVendor[]>([]);
  return <VendorPicker categoryId="cat-photo" date="" picked={picked} onChange={setPicked} />;
}

const card = { id: "v-1", slug: "thikra", name: "ذكرى للتصوير" };

describe("vendor picker", () => {
  it('a vendor found and added leaves no "No vendor found" behind', async () => {
    stubApi({ "GET /search/vendors": { data: [card] } });
    renderPage(<Picker />);
    fireEvent.change(screen.getByLabelText(w.findVendor), { target: { value: "ذكرى" } });
    fireEvent.click(screen.getByTestId("vendor-search"));
    fireEvent.click(await screen.findByTestId("add-vendor-thikra"));
    await waitFor(() => expect(screen.getAllByTestId("picked-vendor").map((el) => el.textContent)).toEqual([expect.stringContaining(card.name)]));
    expect(screen.queryByTestId("add-vendor-thikra")).toBeNull();
    expect(screen.getByTestId("vendor-picker").textContent).not.toContain(w.noVendors);
  });

  it('says "No vendor found" when the search finds nobody', async () => {
    stubApi({ "GET /search/vendors": { data: [] } });
    renderPage(<Picker />);
    fireEvent.change(screen.getByLabelText(w.findVendor), { target: { value: "لا أحد" } });
    fireEvent.click(screen.getByTestId("vendor-search"));
    expect((await screen.findByTestId("no-vendors")).textContent).toBe(w.noVendors);
  });
});
