// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { renderPage, stubApi } from "@/components/test/render";
import { LocationCard } from "./location-card";
import type { MyVendor } from "./types";

// The business's location card: where the point came from, "Use my current
// location" (its failures in the page's language), and a found point that is
// saved unchanged stays found (it is not sent back as a pin).

const l = ar.vendorPortal.location;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "geolocation");
});

function vendor(location: MyVendor["location"]): MyVendor {
  return { id: "v1", area: { id: "a1", name: "السالمية" }, location } as unknown as MyVendor;
}

/** navigator.geolocation answering with a position or an error code (1 denied, 2 unavailable). */
function geolocation(answer: { latitude: number; longitude: number } | 1 | 2) {
  const getCurrentPosition = (ok: PositionCallback, fail: PositionErrorCallback) => {
    if (typeof answer === "number") fail({ code: answer, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: "" } as GeolocationPositionError);
    else ok({ coords: { ...answer, accuracy: 10 }, timestamp: Date.now() } as unknown as GeolocationPosition);
  };
  Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const save = () => fireEvent.click(screen.getByRole("button", { name: ar.vendorPortal.profile.save }));

describe("vendor location card", () => {
  it("says the point was found from the address; saving a new address leaves the found point out of the request", async () => {
    const calls = stubApi({ "PATCH /vendors/me": { data: {} } });
    renderPage(
      <LocationCard
        vendor={vendor({ latitude: 29.3312, longitude: 48.0621, address_line: "قطعة 10", source: "geocoded", show_exact_location: false })}
        onForbidden={() => {}}
      />,
    );
    expect(screen.getByTestId("profile-location-fields-source").textContent).toBe(l.source.geocoded);
    expect(screen.getByText(l.clearHint)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(l.addressLine), { target: { value: "قطعة 11، شارع سالم المبارك" } });
    save();
    await waitFor(() => expect(calls.find((c) => c.method === "PATCH")).toBeTruthy());
    expect(calls.find((c) => c.method === "PATCH")!.body).toEqual({ address_line: "قطعة 11، شارع سالم المبارك", show_exact_location: false });
  });

  it("fills the point from the device and sends it as the owner's pin", async () => {
    const calls = stubApi({ "PATCH /vendors/me": { data: {} } });
    geolocation({ latitude: 29.33751234, longitude: 47.97441234 });
    renderPage(
      <LocationCard
        vendor={vendor({ latitude: null, longitude: null, address_line: null, source: null, show_exact_location: false })}
        onForbidden={() => {}}
      />,
    );
    expect(screen.getByTestId("profile-location-fields-source").textContent).toBe(l.source.none);
    fireEvent.click(screen.getByRole("button", { name: l.useMyLocation }));
    await waitFor(() => expect(value(l.latitude)).toBe("29.337512"));
    expect(value(l.longitude)).toBe("47.974412");
    save();
    await waitFor(() => expect(calls.find((c) => c.method === "PATCH")).toBeTruthy());
    expect(calls.find((c) => c.method === "PATCH")!.body).toEqual({
      address_line: null,
      latitude: 29.337512,
      longitude: 47.974412,
      show_exact_location: false,
    });
  });

  it("explains a refused or failed location in the page's language, and leaves the fields as they were", async () => {
    stubApi({});
    geolocation(1);
    renderPage(
      <LocationCard
        vendor={vendor({ latitude: 29.1, longitude: 48.1, address_line: null, source: "pinned", show_exact_location: false })}
        onForbidden={() => {}}
      />,
    );
    expect(screen.getByTestId("profile-location-fields-source").textContent).toBe(l.source.pinned);
    fireEvent.click(screen.getByRole("button", { name: l.useMyLocation }));
    expect((await screen.findByRole("alert")).textContent).toBe(l.positionError.denied);
    expect(value(l.latitude)).toBe("29.1");
    cleanup();

    geolocation(2);
    renderPage(
      <LocationCard
        vendor={vendor({ latitude: null, longitude: null, address_line: null, source: "centroid", show_exact_location: false })}
        onForbidden={() => {}}
      />,
      "en",
    );
    expect(screen.getByTestId("profile-location-fields-source").textContent).toBe(en.vendorPortal.location.source.centroid);
    fireEvent.click(screen.getByRole("button", { name: en.vendorPortal.location.useMyLocation }));
    expect((await screen.findByRole("alert")).textContent).toBe(en.vendorPortal.location.positionError.unavailable);
  });
});
