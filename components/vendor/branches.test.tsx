// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ar from "@/messages/ar.json";
import { renderPage, stubApi } from "@/components/test/render";
import { BranchManager } from "./branches";

// The branch list says where each branch's point came from; the new-branch
// form sends the address line, and a point only when one is typed.

const b = ar.vendorPortal.branches;
const l = ar.vendorPortal.location;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const branch = (id: string, source: string | null) => ({
  id,
  name: `فرع ${id}`,
  area: { id: "a1", name: "السالمية", name_en: "Salmiya" },
  location: { latitude: null, longitude: null, address_line: null, source },
  daily_capacity: null,
  members_count: 0,
});

describe("vendor branches", () => {
  it("shows each branch's point source and sends a new branch's address without a point", async () => {
    const calls = stubApi({
      "GET /vendors/me": { data: { id: "v1" } },
      "GET /vendors/me/branches": { data: [branch("1", "geocoded"), branch("2", null)] },
      "GET /areas": { data: [{ id: "g1", name: "حولي", areas: [{ id: "a1", name: "السالمية" }] }] },
      "POST /vendors/me/branches": { status: 201, data: branch("3", null) },
    });
    renderPage(<BranchManager />);
    const sources = await screen.findAllByTestId("branch-point-source");
    expect(sources.map((s) => s.textContent)).toEqual([l.source.geocoded, l.source.none]);

    fireEvent.change(screen.getByLabelText(b.nameAr), { target: { value: "فرع السالمية" } });
    fireEvent.change(screen.getByLabelText(b.nameEn), { target: { value: "Salmiya branch" } });
    await screen.findByRole("option", { name: "السالمية" });
    fireEvent.change(screen.getByLabelText(b.area), { target: { value: "a1" } });
    fireEvent.change(screen.getByLabelText(l.addressLine), { target: { value: " قطعة 2، شارع 5 " } });
    fireEvent.click(screen.getByRole("button", { name: b.add }));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")).toBeTruthy());
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      name_ar: "فرع السالمية",
      name_en: "Salmiya branch",
      area_id: "a1",
      address_line: "قطعة 2، شارع 5",
      latitude: null,
      longitude: null,
      daily_capacity: null,
    });
  });
});
