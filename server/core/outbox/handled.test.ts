import { describe, expect, it } from "vitest";
import { db, dbHandle } from "../db/client";
import { newId } from "../ids";
import { firstDelivery } from "./handled";

/** Two deliveries in two open transactions (on PostgreSQL truly at once; PGlite runs them in turn). */
async function twoAtOnce(key: string): Promise<boolean[]> {
  const parallel = dbHandle().kind === "postgres";
  let arrived = 0;
  let release!: () => void;
  const bothOpen = new Promise<void>((resolve) => (release = resolve));
  const attempt = () =>
    db.$transaction(async (tx) => {
      if (parallel) {
        await tx.$queryRaw`SELECT 1`;
        if (++arrived === 2) release();
        await bothOpen;
      }
      return firstDelivery(tx, "test.handler", key);
    });
  return Promise.all([attempt(), attempt()]);
}

// The one handler-idempotency mark: the first delivery does the work, a
// redelivery (or a concurrent one) does nothing, a rolled-back one leaves no mark.
describe("firstDelivery", () => {
  it("is true once per handler and key; another handler or key is separate", async () => {
    const key = newId();
    const answers = await db.$transaction(async (tx) => [
      await firstDelivery(tx, "test.handler", key),
      await firstDelivery(tx, "test.handler", key),
      await firstDelivery(tx, "test.other", key),
      await firstDelivery(tx, "test.handler", newId()),
    ]);
    expect(answers).toEqual([true, false, true, true]);
    expect(await db.$transaction((tx) => firstDelivery(tx, "test.handler", key))).toBe(false);
  });

  it("leaves no mark when the work fails, so the retry does it", async () => {
    const key = newId();
    await expect(
      db.$transaction(async (tx) => {
        expect(await firstDelivery(tx, "test.handler", key)).toBe(true);
        throw new Error("the effect failed");
      }),
    ).rejects.toThrow("the effect failed");
    expect(await db.$transaction((tx) => firstDelivery(tx, "test.handler", key))).toBe(true);
  });

  it("lets exactly one of two concurrent deliveries do the work", async () => {
    const key = newId();
    expect((await twoAtOnce(key)).sort()).toEqual([false, true]);
  });
});
