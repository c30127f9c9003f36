// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ar from "@/messages/ar.json";
import { renderPage, stubApi } from "@/components/test/render";
import { ApplyWizard } from "./apply-wizard";

// The application wizard's steps: a step moves on only once its own fields
// pass (the API's rules and wording, in Arabic on an Arabic page), and nothing
// is sent before the last step.

const v = ar.api.validation;
const business = ar.vendorPortal.business;
const apply = ar.vendorPortal.apply;
const stepTitle = (n: number, title: string) => apply.stepTitle.replace("{number}", String(n)).replace("{total}", "3").replace("{title}", title);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openWizard() {
  const calls = stubApi({
    "GET /categories": { data: [{ id: "cat-halls", name: "قاعات" }] },
    "GET /cities": { data: [{ id: "city-kw", name: "مدينة الكويت" }] },
    "GET /areas": { data: [] },
  });
  renderPage(<ApplyWizard onAttachFailures={() => {}} />);
  return calls;
}

const heading = () => screen.getByRole("heading", { level: 2 }).textContent;
const next = () => fireEvent.click(screen.getByRole("button", { name: apply.next }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("vendor application wizard", () => {
  it("keeps the business step until its fields pass, with the API's messages in Arabic beside them", async () => {
    const calls = openWizard();
    expect(heading()).toBe(stepTitle(1, apply.steps.business));

    next();
    expect(await screen.findAllByText(v.required)).not.toHaveLength(0);
    expect(screen.getByLabelText(business.nameAr).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(v.array_min.replace("{min}", "1"))).toBeTruthy();
    expect(heading()).toBe(stepTitle(1, apply.steps.business));

    type(business.nameAr, "قاعة الفرح");
    type(business.nameEn, "Joy Hall");
    // The slug follows the English name until typed in.
    expect((screen.getByLabelText(business.slug) as HTMLInputElement).value).toBe("joy-hall");
    fireEvent.click(await screen.findByRole("checkbox", { name: "قاعات" }));
    await screen.findByRole("option", { name: "مدينة الكويت" });
    fireEvent.change(screen.getByLabelText(business.city), { target: { value: "city-kw" } });
    next();
    await waitFor(() => expect(heading()).toBe(stepTitle(2, apply.steps.details)));
    expect(screen.queryByText(v.required)).toBeNull();
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("checks the details step's own rules (a bad email stops it) and sends nothing", async () => {
    const calls = openWizard();
    type(business.nameAr, "قاعة الفرح");
    type(business.nameEn, "Joy Hall");
    fireEvent.click(await screen.findByRole("checkbox", { name: "قاعات" }));
    await screen.findByRole("option", { name: "مدينة الكويت" });
    fireEvent.change(screen.getByLabelText(business.city), { target: { value: "city-kw" } });
    next();
    await waitFor(() => expect(heading()).toBe(stepTitle(2, apply.steps.details)));

    const details = ar.vendorPortal.details;
    type(details.descriptionAr, "قاعة أفراح واسعة في وسط المدينة");
    type(details.descriptionEn, "A large wedding hall downtown");
    type(details.contactEmail, "not-an-email");
    type(details.contactPhone, "+96550000001");
    next();
    expect(await screen.findByText(v.email)).toBeTruthy();
    expect(heading()).toBe(stepTitle(2, apply.steps.details));

    type(details.contactEmail, "hall@example.com");
    next();
    await waitFor(() => expect(heading()).toBe(stepTitle(3, apply.steps.documents)));
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
  });
});
