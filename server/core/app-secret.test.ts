import { describe, expect, it } from "vitest";
import { storedSecret } from "./app-secret";

describe("storedSecret", () => {
  it("gives every concurrent first caller the same stored value", async () => {
    let n = 0;
    const values = await Promise.all(Array.from({ length: 8 }, () => storedSecret("test_concurrent_secret", () => `value-${n++}`)));
    expect(new Set(values).size).toBe(1);
    expect(await storedSecret("test_concurrent_secret", () => "another")).toBe(values[0]);
  });
});
