import { describe, expect, it } from "vitest";
import { AppError } from "../errors";
import { assertSignedIn, callerId, createContext } from "./request-context";

// The one way use cases get the caller's id: anonymous is a 401, never an
// `undefined` id reaching a query.
describe("the signed-in caller", () => {
  it("gives the caller's id, and 401 UNAUTHENTICATED for an anonymous request", () => {
    const ctx = createContext(new Request("http://localhost/api/v1/events"));
    expect(() => callerId(ctx)).toThrowError(AppError);
    expect(() => assertSignedIn(ctx)).toThrowError(expect.objectContaining({ code: "UNAUTHENTICATED", status: 401 }));
    ctx.userId = "01JBCDEFGHJKMNPQRSTVWXYZ00";
    expect(callerId(ctx)).toBe("01JBCDEFGHJKMNPQRSTVWXYZ00");
  });
});
