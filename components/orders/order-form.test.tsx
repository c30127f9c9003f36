// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ar from "@/messages/ar.json";
import { renderPage, stubApi, type Answer } from "@/components/test/render";
import { OrderForm } from "./order-form";

// "Order now": the form sends the package, day, time, area and address, and
// says in words why an order was refused (the vendor's day is taken; a field
// the API refused, beside that field).

vi.mock("@/i18n/navigation", () => ({ useRouter: () => ({ push: vi.fn() }), Link: () => null }));
vi.mock("@/components/ui/browser-position", async (original) => ({
  ...(await original<typeof import("@/components/ui/browser-position")>()),
  browserPosition: async () => ({ latitude: 29.1712, longitude: 48.1188 }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PKG = { id: "pkg-1", name: "تنظيف سريع", price: { amount: "75.000", currency: "KWD" }, direct_order: "full" as const };
const AREAS = { data: [{ id: "gov-ahmadi", name: "الأحمدي", city_id: "city-kw", areas: [{ id: "area-fintas", name: "الفنطاس" }] }] };

async function fillAndSend(answer: Answer) {
  const calls = stubApi({ "GET /areas": AREAS, "POST /orders": answer });
  renderPage(<OrderForm pkg={PKG} />);
  const f = ar.orders.form;
  await screen.findByRole("option", { name: "الفنطاس" });
  fireEvent.change(screen.getByLabelText(f.date), { target: { value: "2027-05-04" } });
  fireEvent.change(screen.getByLabelText(f.time), { target: { value: "18:30" } });
  fireEvent.change(screen.getByLabelText(f.area), { target: { value: "area-fintas" } });
  fireEvent.change(screen.getByLabelText(f.address), { target: { value: "قطعة 2، شارع 10" } });
  fireEvent.click(screen.getByTestId("order-submit"));
  await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
  return calls;
}

describe("order form", () => {
  it("sends the order and says so in words when the vendor's day is taken (409 VENDOR_UNAVAILABLE)", async () => {
    const calls = await fillAndSend({ status: 409, error: { code: "VENDOR_UNAVAILABLE" } });
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      package_id: "pkg-1",
      date: "2027-05-04",
      time: "18:30",
      area_id: "area-fintas",
      address: "قطعة 2، شارع 10",
    });
    expect((await screen.findByTestId("order-form-error")).textContent).toBe(ar.orders.form.errors.unavailable);
  });

  it("puts a 422's message beside its field", async () => {
    await fillAndSend({ status: 422, error: { code: "VALIDATION_FAILED", details: { date: ["يبدأ الطلب بعد 3 ساعات على الأقل."] } } });
    expect(await screen.findByText("يبدأ الطلب بعد 3 ساعات على الأقل.")).toBeTruthy();
    expect(screen.getByTestId("order-form-error").textContent).toBe(ar.orders.form.errors.checkFields);
  });

  it('with the location taken, "don\'t send it" is a link-style choice; sending the order stays the one primary button', async () => {
    stubApi({ "GET /areas": AREAS });
    renderPage(<OrderForm pkg={PKG} />);
    fireEvent.click(screen.getByTestId("order-use-location"));
    const forget = await screen.findByTestId("order-forget-location");
    expect(forget.textContent).toBe(ar.orders.form.forget);
    expect(forget.classList.contains("button--link")).toBe(true);
    const filled = [...screen.getByTestId("order-form").querySelectorAll("button")].filter(
      (b) => b.classList.contains("button") && !/button--(secondary|danger|link)/.test(b.className),
    );
    expect(filled.map((b) => b.dataset.testid)).toEqual(["order-submit"]);
  });
});
