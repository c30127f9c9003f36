// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ar from "@/messages/ar.json";
import { renderPage, stubApi, type ApiCall } from "@/components/test/render";
import { ReviewForm } from "./review-form";
import type { MyReviewView } from "./types";

// The review form: stars are required before anything is published (the
// message in Arabic on an Arabic page), a low criterion asks for the body,
// and publishing sends the form's values.

const form = ar.reviews.form;
const CRITERIA = [
  { code: "quality", name: "الجودة", active: true },
  { code: "punctuality", name: "الالتزام بالوقت", active: true },
  { code: "value", name: "القيمة", active: true },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openForm() {
  const published = { id: "rev-1", status: "published", booking_id: "bk-1" } as unknown as MyReviewView;
  const calls = stubApi({
    "GET /review-criteria": { data: CRITERIA },
    "POST /bookings/bk-1/review": (call: ApiCall) => ({ status: (call.body as { submit: boolean }).submit ? 201 : 200, data: published }),
  });
  const onDone = vi.fn();
  renderPage(<ReviewForm bookingId="bk-1" review={null} onDone={onDone} />);
  return { calls, onDone };
}

const publish = () => fireEvent.click(screen.getByTestId("review-submit"));
const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== "GET");

describe("review form", () => {
  it("asks for the overall stars (in Arabic) before publishing, then publishes the chosen rating", async () => {
    const { calls, onDone } = openForm();
    publish();
    expect(await screen.findByText(form.overallRequired)).toBeTruthy();
    expect(screen.getByTestId("overall-stars").getAttribute("aria-invalid")).toBe("true");
    expect(writes(calls)).toEqual([]);

    fireEvent.click(screen.getByTestId("overall-stars-4"));
    await waitFor(() => expect(screen.queryByText(form.overallRequired)).toBeNull());
    publish();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(writes(calls)).toEqual([
      { method: "POST", path: "/bookings/bk-1/review", body: expect.objectContaining({ overall_rating: 4, submit: true, title: null, body: null }) },
    ]);
  });

  it("asks for the body once a criterion is rated under 3", async () => {
    const { calls } = openForm();
    fireEvent.click(screen.getByTestId("overall-stars-3"));
    fireEvent.click(await screen.findByTestId("criterion-quality-2"));
    publish();
    expect(await screen.findByText(form.bodyRequired.replace("{min}", "10"))).toBeTruthy();
    expect(screen.getByLabelText(form.bodyNeeded)).toBeTruthy();
    expect(writes(calls).filter((c) => (c.body as { submit?: boolean }).submit)).toEqual([]);
  });
});
