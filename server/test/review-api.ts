import { call } from "./http";
import { auth } from "./identity";

// A client of the author's review endpoints and the public review reads, as
// the given user (a null token: anonymous), in English unless told.

export function reviewApi(token: string | null, locale: "ar" | "en" = "en") {
  const headers = token ? auth(token, locale) : { "accept-language": locale };
  return {
    reviewBooking: (bookingId: string, body: unknown) => call(`/bookings/${bookingId}/review`, { method: "POST", headers, body }),
    create: (body: unknown) => call("/reviews", { method: "POST", headers, body }),
    get: (id: string) => call(`/reviews/${id}`, { headers }),
    update: (id: string, body: unknown) => call(`/reviews/${id}`, { method: "PATCH", headers, body }),
    remove: (id: string) => call(`/reviews/${id}`, { method: "DELETE", headers }),
    submit: (id: string) => call(`/reviews/${id}/submit`, { method: "POST", headers }),
    appeal: (id: string, body: unknown) => call(`/reviews/${id}/appeal`, { method: "POST", headers, body }),
    vendorReviews: (vendorId: string, query: Record<string, string> = {}) => call(`/vendors/${vendorId}/reviews`, { headers, query }),
    mine: (query: Record<string, string> = {}) => call("/me/reviews", { headers, query }),
  };
}

/** A complete review body that passes validation and screening. */
export const goodReview = {
  overall_rating: 5,
  criteria: { quality: 5, punctuality: 4, value: 4 },
  title: "A wonderful evening",
  body: "The hall was ready on time and the staff were kind to every guest.",
};
