import * as bookingReviewRoute from "@/app/api/v1/bookings/[id]/review/route";
import * as myReviewsRoute from "@/app/api/v1/me/reviews/route";
import * as appealRoute from "@/app/api/v1/reviews/[id]/appeal/route";
import * as oneRoute from "@/app/api/v1/reviews/[id]/route";
import * as submitRoute from "@/app/api/v1/reviews/[id]/submit/route";
import * as reviewsRoute from "@/app/api/v1/reviews/route";
import * as vendorReviewsRoute from "@/app/api/v1/vendors/[id]/reviews/route";
import { call } from "./http";
import { auth } from "./identity";

// A client of the author's review endpoints and the public review reads, as
// the given user (a null token: anonymous), in English unless told.

export function reviewApi(token: string | null, locale: "ar" | "en" = "en") {
  const headers = token ? auth(token, locale) : { "accept-language": locale };
  return {
    reviewBooking: (bookingId: string, body: unknown) =>
      call(bookingReviewRoute, `/bookings/${bookingId}/review`, { method: "POST", headers, params: { id: bookingId }, body }),
    create: (body: unknown) => call(reviewsRoute, "/reviews", { method: "POST", headers, body }),
    get: (id: string) => call(oneRoute, `/reviews/${id}`, { headers, params: { id } }),
    update: (id: string, body: unknown) => call(oneRoute, `/reviews/${id}`, { method: "PATCH", headers, params: { id }, body }),
    remove: (id: string) => call(oneRoute, `/reviews/${id}`, { method: "DELETE", headers, params: { id } }),
    submit: (id: string) => call(submitRoute, `/reviews/${id}/submit`, { method: "POST", headers, params: { id } }),
    appeal: (id: string, body: unknown) => call(appealRoute, `/reviews/${id}/appeal`, { method: "POST", headers, params: { id }, body }),
    vendorReviews: (vendorId: string, query: Record<string, string> = {}) =>
      call(vendorReviewsRoute, `/vendors/${vendorId}/reviews`, { headers, params: { id: vendorId }, query }),
    mine: (query: Record<string, string> = {}) => call(myReviewsRoute, "/me/reviews", { headers, query }),
  };
}

/** A complete review body that passes validation and screening. */
export const goodReview = {
  overall_rating: 5,
  criteria: { quality: 5, punctuality: 4, value: 4 },
  title: "A wonderful evening",
  body: "The hall was ready on time and the staff were kind to every guest.",
};
