import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { buildPendingExports } from "@/server/identity/profile/data-export";
import { anonymizeExpiredDeletions } from "@/server/identity/profile/deletion";
import { call } from "@/server/test/http";
import { bearer, registerUser, TEST_PASSWORD, uniqueEmail } from "@/server/test/identity";
import { eventOf } from "@/server/test/rfqs";

// The planner's budget and checklist are the customer's data: in the data
// export, and gone when the account is anonymized.

const DAY = 86_400_000;

async function plannedEvent() {
  const user = await registerUser({ email: uniqueEmail("planner"), firstName: "Fahad", verified: true });
  await db.user.update({ where: { id: user.userId }, data: { status: "active", emailVerifiedAt: new Date() } });
  const event = await eventOf(user.userId);
  const headers = bearer(user.token);
  const venues = await db.category.findUniqueOrThrow({ where: { slug: "venues" } });
  expect((await call(`/events/${event.id}/budget/lines`, { method: "POST", headers, body: { category_id: venues.id, planned: "3000.000" } })).status).toBe(201);
  expect((await call(`/events/${event.id}/checklist/template`, { method: "POST", headers })).status).toBe(200);
  return { user, event, venues };
}

describe("planner privacy", () => {
  it("the data export holds the events' budget lines and checklist", async () => {
    const { user, event, venues } = await plannedEvent();
    expect((await call("/me/export", { method: "POST", headers: bearer(user.token) })).status).toBe(202);
    await buildPendingExports();
    const row = await db.dataExport.findFirstOrThrow({ where: { userId: user.userId } });
    const archive = JSON.parse(await readFile(row.filePath!, "utf8"));
    const planned = archive.event_planner.find((e: { event_id: string }) => e.event_id === event.id);
    expect(planned.budget_lines).toEqual([{ category_id: venues.id, planned: "3000.000" }]);
    expect(planned.checklist.map((i: { template_key: string }) => i.template_key)).toContain("book_venue");
  });

  it("anonymizing the account deletes its budget lines and checklist items", async () => {
    const clock = freezeClock(new Date());
    const { user, event } = await plannedEvent();
    const other = await plannedEvent();
    const res = await call("/me/deletion-request", { method: "POST", headers: bearer(user.token), body: { password: TEST_PASSWORD } });
    expect(res.status, JSON.stringify(res.json)).toBe(202);
    clock.advance(31 * DAY);
    await anonymizeExpiredDeletions();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.userId } })).status).toBe("anonymized");
    expect(await db.eventBudgetLine.count({ where: { eventId: event.id } })).toBe(0);
    expect(await db.eventChecklistItem.count({ where: { eventId: event.id } })).toBe(0);
    // Someone else's plans stay.
    expect(await db.eventBudgetLine.count({ where: { eventId: other.event.id } })).toBe(1);
  });
});
