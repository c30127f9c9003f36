import { describe, expect, it } from "vitest";
import { bodyRequired } from "./rules";

describe("review form rules", () => {
  it("asks for a body once any criterion is rated under 3, and not before", () => {
    expect(bodyRequired({ quality: null, punctuality: null, value: null })).toBe(false);
    expect(bodyRequired({ quality: 3, punctuality: 5, value: 4 })).toBe(false);
    expect(bodyRequired({ quality: 5, punctuality: 2, value: null })).toBe(true);
    expect(bodyRequired({ quality: null, punctuality: null, value: 1 })).toBe(true);
  });
});
