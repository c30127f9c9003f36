// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { renderPage } from "@/components/test/render";
import { ProviderLocation } from "./provider-location";
import type { OrderView } from "./types";

// The vendor's live location reads as a person would say it: how far, when
// last seen, and "Open in maps"; never raw coordinates on the page.

afterEach(cleanup);

function onTheWay(): OrderView {
  return {
    id: "or-1",
    status: "on_the_way",
    provider_location: { latitude: 29.22014, longitude: 48.06271, recorded_at: new Date(Date.now() - 2 * 60_000).toISOString() },
    distance_km: 7.6,
  } as unknown as OrderView;
}

describe("provider location", () => {
  it("shows the distance, the last update in words and a map link, not the coordinates", () => {
    renderPage(<ProviderLocation order={onTheWay()} />, "en");
    const section = screen.getByTestId("provider-location");
    expect(screen.getByTestId("provider-distance").textContent).toBe("7.6 km from you");
    expect(screen.getByTestId("provider-updated").textContent).toMatch(/^Last updated 2 minutes ago/);
    const link = screen.getByTestId("provider-map-link") as HTMLAnchorElement;
    expect(link.textContent).toBe(en.orders.location.openInMaps);
    expect(link.href).toBe("https://www.google.com/maps/search/?api=1&query=29.22014,48.06271");
    expect(section.textContent).not.toContain("29.22014");
  });
});
