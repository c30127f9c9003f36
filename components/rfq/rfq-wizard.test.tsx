// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ar from "@/messages/ar.json";
import { renderPage, stubApi, type ApiCall } from "@/components/test/render";
import { RfqWizard } from "./rfq-wizard";

// The RFQ form sends the area of the event (docs/vendor-team.md "Branches": a
// vendor's branch in that area receives it): the select offers the areas of
// the event's city, starts at the event's area, and the chosen one is sent.

// Parts of the page that fetch on their own and are not what this test is about.
vi.mock("@/components/account/account-gate", () => ({ AccountGate: ({ children }: { children: (me: unknown) => ReactNode }) => <>{children({})}</> }));
vi.mock("@/components/planner/head-count-offer", () => ({ HeadCountOffer: () => null }));
vi.mock("./attachments-field", () => ({ AttachmentsField: () => null }));
vi.mock("./vendor-picker", () => ({ VendorPicker: () => null }));
vi.mock("@/i18n/navigation", () => ({ useRouter: () => ({ push: () => {} }), Link: ({ children }: { children: ReactNode }) => <a>{children}</a> }));

const w = ar.rfqs.wizard;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event = (area: { id: string; name: string } | null) => ({
  id: "ev-1",
  title: "زفاف",
  status: "planning",
  event_date: null,
  guests_expected: null,
  city: { id: "city-kw", name: "الكويت" },
  area,
});

function open(area: { id: string; name: string } | null) {
  const calls = stubApi({
    "GET /events": { data: [event(area)] },
    "GET /categories": { data: [{ id: "cat-photo", name: "تصوير", children: [] }] },
    "GET /areas": {
      data: [
        {
          id: "gov-hawalli",
          name: "حولي",
          city_id: "city-kw",
          areas: [
            { id: "area-salmiya", name: "السالمية" },
            { id: "area-jabriya", name: "الجابرية" },
          ],
        },
        { id: "gov-other", name: "أخرى", city_id: "city-other", areas: [{ id: "area-far", name: "بعيدة" }] },
      ],
    },
    "POST /events/ev-1/quotation-requests": (call: ApiCall) => ({ status: 201, data: { id: "rfq-1", ...(call.body as object) } }),
  });
  renderPage(<RfqWizard preset={{ event: "ev-1", category: "cat-photo" }} />);
  return calls;
}

async function fillAndSaveDraft() {
  fireEvent.change(screen.getByLabelText(w.title), { target: { value: "تصوير حفل زفاف" } });
  fireEvent.change(screen.getByLabelText(w.description), { target: { value: "نحتاج مصورًا لحفل الزفاف لمدة أربع ساعات مع ألبوم." } });
  fireEvent.click(screen.getByLabelText(w.targeting.open));
  fireEvent.click(screen.getByTestId("rfq-draft"));
}

const created = async (calls: ApiCall[]) => {
  await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
  return calls.find((c) => c.method === "POST")!.body as Record<string, unknown>;
};

describe("RFQ form area", () => {
  it("starts at the event's area, offers only the areas of the event's city and sends the chosen one", async () => {
    const calls = open({ id: "area-salmiya", name: "السالمية" });
    await screen.findByRole("option", { name: "الجابرية" });
    const select = screen.getByLabelText(w.area) as HTMLSelectElement;
    expect(select.value).toBe("area-salmiya");
    expect(screen.queryByRole("option", { name: "بعيدة" })).toBeNull();
    fireEvent.change(select, { target: { value: "area-jabriya" } });
    await fillAndSaveDraft();
    expect(await created(calls)).toMatchObject({ area_id: "area-jabriya", targeting: "open" });
  });

  it("sends no area when none is chosen (an event without an area)", async () => {
    const calls = open(null);
    await screen.findByRole("option", { name: "الجابرية" });
    expect((screen.getByLabelText(w.area) as HTMLSelectElement).value).toBe("");
    await fillAndSaveDraft();
    expect("area_id" in (await created(calls))).toBe(false);
  });
});
