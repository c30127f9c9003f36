// @vitest-environment happy-dom
import { cleanup } from "@testing-library/react";
import { createTranslator } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubApi } from "@/components/test/render";
import en from "@/messages/en.json";
import { ProfileHero } from "./profile-hero";
import type { PublicVendor } from "./types";

// The server component's translations come from the page's messages, as next-intl's request config gives them.
vi.mock("next-intl/server", () => ({
  getTranslations: async ({ namespace }: { namespace: string }) => createTranslator({ locale: "en", messages: en, namespace: namespace as "vendorProfile" }),
}));
vi.mock("@/components/search/favorite-button", () => ({ FavoriteButton: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const vendor = (over: Partial<PublicVendor> = {}) =>
  ({
    id: "v1",
    slug: "al-raya",
    name: "Al Raya Hall",
    categories: [],
    city: { id: "kw", name: "Kuwait City" },
    area: null,
    branch_areas: [],
    member_since: null,
    verified: true,
    logo: null,
    cover: null,
    cover_srcset: null,
    gallery: [],
    ...over,
  }) as PublicVendor;

describe("profile hero cover", () => {
  it("offers the cover's smaller copies for a full-width banner, loaded at once", async () => {
    stubApi({});
    const srcset = "/api/v1/media/c1/file?w=400 400w, /api/v1/media/c1/file?w=800 800w, /api/v1/media/c1/file?w=1200 1200w, /api/v1/media/c1/file 2048w";
    renderPage(await ProfileHero({ vendor: vendor({ cover: "/api/v1/media/c1/file", cover_srcset: srcset }), locale: "en" }), "en");
    const img = document.querySelector<HTMLImageElement>("[data-testid=vendor-cover]")!;
    expect(img.getAttribute("src")).toBe("/api/v1/media/c1/file");
    expect(img.getAttribute("srcset")).toBe(srcset);
    expect(img.getAttribute("sizes")).toBe("(min-width: 74rem) 72rem, 100vw");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1600", "600"]);
  });

  it("keeps a plain image for a cover without variants", async () => {
    stubApi({});
    renderPage(await ProfileHero({ vendor: vendor({ cover: "/api/v1/media/c1/file" }), locale: "en" }), "en");
    const img = document.querySelector<HTMLImageElement>("[data-testid=vendor-cover]")!;
    expect([img.hasAttribute("srcset"), img.hasAttribute("sizes")]).toEqual([false, false]);
  });
});
