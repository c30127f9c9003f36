import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { api } from "./api";
import { bookedRfq } from "./bookings";
import { signedIn } from "./identity";

// The typed client answers through the router like any request, and its types are the OpenAPI
// document's: each `@ts-expect-error` below is a mistake `tsc` must refuse (were it accepted,
// the directive itself would fail `tsc`).

describe("the typed test client", () => {
  it("fills the path's {params}, signs the caller in, sends the body and reads a typed answer", async () => {
    const setup = await bookedRfq();
    const id = setup.bookingId;
    const got = await api.get("/bookings/{id}", { params: { id }, as: setup.buyer });
    expect(got.status).toBe(200);
    expect(got.json.data.status).toBe("pending");

    const cancelled = await api.post("/bookings/{id}/cancel", { params: { id }, body: { reason: "Plans changed" }, as: setup.buyer });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect(cancelled.json.data.status).toBe("cancelled");
    expect((await db.booking.findUniqueOrThrow({ where: { id } })).status).toBe("cancelled");
  });

  it("reads the error envelope in the caller's language", async () => {
    const setup = await bookedRfq();
    const stranger = await api.get("/bookings/{id}", { params: { id: setup.bookingId }, as: await signedIn(), locale: "ar" });
    expect(stranger.status).toBe(404);
    expect(stranger.json.error.code).toBe("NOT_FOUND");
    expect(stranger.json.error.message).toMatch(/[\u0600-\u06FF]/);
  });

  it("is checked by tsc: a wrong path, a missing param, a wrong body field or answer field does not compile", () => {
    // Only types are under test here: the calls are never made.
    const mistakes = () => {
      // @ts-expect-error: no such path
      void api.get("/bookings/{id}/nonsense", { params: { id: "x" } });
      // @ts-expect-error: the path needs {id}
      void api.get("/bookings/{id}");
      // @ts-expect-error: cancel takes a reason, not a note
      void api.post("/bookings/{id}/cancel", { params: { id: "x" }, body: { note: "Plans changed" } });
      // @ts-expect-error: GET /categories is not a POST
      void api.post("/categories");
      return async () => {
        const res = await api.get("/bookings/{id}", { params: { id: "x" } });
        // @ts-expect-error: a booking has no `colour`
        return res.json.data.colour;
      };
    };
    expect(typeof mistakes).toBe("function");
  });
});
