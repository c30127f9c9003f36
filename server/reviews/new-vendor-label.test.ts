import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { registerSearchHandlers } from "@/server/search/engine/indexer";
import { vendorWithOwner } from "@/server/test/fixtures";
import { call } from "@/server/test/http";
import { bearer, registerUser } from "@/server/test/identity";
import { insertedReview } from "@/server/test/reviews";
import { recomputeVendorRating } from "./aggregates";

// Spec "Review display": fewer than 3 reviews shows a new-vendor label
// instead of an average, in every payload that carries a vendor's rating.
// Two vendors with a 5.0 mean on 2 reviews and a 4.25 mean on 4 reviews go
// through the aggregates and the search index, then every place is read.

beforeAll(() => registerSearchHandlers());

async function drainOutbox() {
  for (;;) {
    const { delivered, failed } = await dispatchOutbox();
    if (delivered + failed === 0) return;
  }
}

async function vendorRated(overall: number[]): Promise<string> {
  const { vendor } = await vendorWithOwner();
  let last = "";
  for (const o of overall) last = (await insertedReview({ id: newId(), vendorId: vendor.id, customerUserId: newId() }, { overall: o })).id;
  await db.$transaction((tx) => recomputeVendorRating(tx, vendor.id, last));
  return vendor.id;
}

describe("the new-vendor label", () => {
  let newcomer: string; // 2 reviews of 5 stars
  let rated: string; // 4 reviews, mean 4.25
  beforeAll(async () => {
    newcomer = await vendorRated([5, 5]);
    rated = await vendorRated([5, 4, 4, 4]);
    await drainOutbox(); // ReviewPublished re-indexes both
  });

  const byId = <T extends { id: string }>(cards: T[], id: string) => cards.find((c) => c.id === id);

  it("search cards: no rating under 3 reviews (is_new), one decimal half-up from 3 on", async () => {
    const cards = (await call("/search/vendors", { query: { per_page: "50" } })).json.data;
    expect(byId(cards, newcomer)).toMatchObject({ rating: null, reviews_count: 2, is_new: true });
    expect(byId(cards, rated)).toMatchObject({ rating: 4.3, reviews_count: 4, is_new: false });
  });

  it("home strips: the top-rated strip leaves out a 5.0 vendor with 2 reviews; its card elsewhere carries the label", async () => {
    const home = (await call("/marketplace/home")).json.data;
    expect(home.top_rated.map((c: { id: string }) => c.id)).toEqual([rated]);
    expect(byId(home.top_rated, rated)).toMatchObject({ rating: 4.3, is_new: false });
    expect(byId(home.newly_joined, newcomer)).toMatchObject({ rating: null, is_new: true });
  });

  it("favorites: the saved vendors' cards follow the same rule", async () => {
    const customer = await registerUser();
    for (const vendorId of [newcomer, rated]) {
      const saved = await call(`/me/favorites/${vendorId}`, { method: "POST", headers: bearer(customer.token) });
      expect(saved.status).toBe(201);
    }
    const cards = (await call("/me/favorites", { headers: bearer(customer.token) })).json.data;
    expect(byId(cards, newcomer)).toMatchObject({ rating: null, is_new: true });
    expect(byId(cards, rated)).toMatchObject({ rating: 4.3, is_new: false });
  });

  it("public profile and rating summary agree", async () => {
    const profile = async (id: string) => (await call(`/vendors/${id}`)).json.data.rating;
    const summary = async (id: string) => (await call(`/vendors/${id}/rating-summary`)).json.data;
    expect(await profile(newcomer)).toEqual({ rating: null, reviews_count: 2, is_new: true });
    expect(await profile(rated)).toEqual({ rating: 4.3, reviews_count: 4, is_new: false });
    expect(await summary(newcomer)).toMatchObject({ average: null, count: 2, new_vendor: true });
    expect(await summary(rated)).toMatchObject({ average: "4.3", count: 4, new_vendor: false });
  });
});
