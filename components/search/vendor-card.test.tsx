// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubApi } from "@/components/test/render";
import type { VendorCard as Card } from "@/server/search/home/cards";
import { VendorCard, VendorCardList } from "./vendor-card";

// The favorite button reads the URL and the signed-in user: not what this test is about.
vi.mock("./favorite-button", () => ({ FavoriteButton: () => null }));

// The search card lists the areas of the vendor's branches (docs/vendor-team.md
// "Branches"), in the page's language; a vendor without branches shows no line.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = (over: Partial<Card> = {}): Card => ({
  id: "v1",
  name: "قاعة الراية",
  name_ar: "قاعة الراية",
  name_en: "Al Raya Hall",
  slug: "al-raya",
  categories: [],
  city: { id: "kw", name: "الكويت" },
  branch_areas: [],
  rating: null,
  reviews_count: 0,
  is_featured: false,
  cover_image: null,
  cover_image_srcset: null,
  logo_url: null,
  distance_km: null,
  is_verified: true,
  is_new: true,
  ...over,
});

describe("vendor card branches", () => {
  it("shows the branches' areas in Arabic and in English", () => {
    stubApi({});
    renderPage(
      <VendorCard
        card={card({
          branch_areas: [
            { id: "a1", name: "السالمية" },
            { id: "a2", name: "الجهراء" },
          ],
        })}
      />,
      "ar",
    );
    expect(screen.getByTestId("vendor-card-branches").textContent).toBe("فروع في: السالمية، الجهراء");
    cleanup();
    renderPage(
      <VendorCard
        card={card({
          branch_areas: [
            { id: "a1", name: "Salmiya" },
            { id: "a2", name: "Jahra" },
          ],
        })}
      />,
      "en",
    );
    expect(screen.getByTestId("vendor-card-branches").textContent).toBe("Branches in: Salmiya, Jahra");
  });

  it("shows no branches line for a vendor without branches", () => {
    stubApi({});
    renderPage(<VendorCard card={card()} />, "en");
    expect(screen.queryByTestId("vendor-card-branches")).toBeNull();
  });
});

describe("vendor card images", () => {
  it("loads the first card's cover at once with high priority in a list that opens the page, the others lazily", () => {
    stubApi({});
    const cover = (id: string) => card({ id, slug: id, cover_image: `/media/${id}.webp` });
    renderPage(<VendorCardList cards={[cover("v1"), cover("v2")]} label="Results" priorityFirst />, "en");
    const [first, second] = document.querySelectorAll<HTMLImageElement>("img.vendor-card__image");
    expect([first.getAttribute("loading"), first.getAttribute("fetchpriority")]).toEqual(["eager", "high"]);
    expect([second.getAttribute("loading"), second.getAttribute("fetchpriority")]).toEqual(["lazy", null]);
  });

  it("offers the cover's smaller copies for the card's width, keeping its intrinsic size (no layout shift)", () => {
    stubApi({});
    const srcset = "/api/v1/media/m1/file?w=400 400w, /api/v1/media/m1/file?w=800 800w, /api/v1/media/m1/file 1200w";
    renderPage(<VendorCard card={card({ cover_image: "/api/v1/media/m1/file", cover_image_srcset: srcset })} />, "en");
    const img = document.querySelector<HTMLImageElement>("img.vendor-card__image")!;
    expect(img.getAttribute("src")).toBe("/api/v1/media/m1/file");
    expect(img.getAttribute("srcset")).toBe(srcset);
    // A full-width card on phones, two a row on tablets, a third of the page on desktop.
    expect(img.getAttribute("sizes")).toBe("(max-width: 34rem) 100vw, (max-width: 60rem) 50vw, (max-width: 72rem) 33vw, 24rem");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1600", "600"]);
  });

  it("has no srcset or sizes for a cover without variants", () => {
    stubApi({});
    renderPage(<VendorCard card={card({ cover_image: "/media/v1.webp" })} />, "en");
    const img = document.querySelector<HTMLImageElement>("img.vendor-card__image")!;
    expect([img.hasAttribute("srcset"), img.hasAttribute("sizes")]).toEqual([false, false]);
  });

  it("loads every cover lazily in a list further down the page", () => {
    stubApi({});
    renderPage(<VendorCardList cards={[card({ cover_image: "/media/v1.webp" })]} label="Strip" />, "en");
    expect(document.querySelector("img.vendor-card__image")?.getAttribute("loading")).toBe("lazy");
  });
});
