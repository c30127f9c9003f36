import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freezeClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { buildPendingExports, expireDataExports, exportsDir } from "@/server/identity/profile/data-export";
import { call } from "@/server/test/http";
import { bearer, registerUser, uniqueEmail } from "@/server/test/identity";

const PASSWORD = "Khaimat-Bahar-2026";
const DAY = 86_400_000;
const HOUR = 3600_000;

async function register() {
  const user = await registerUser({ email: uniqueEmail("export"), firstName: "Fahad", lastName: "Al-Enezi", verified: true });
  return { ...user, access: user.token };
}

/** A fresh access token (tests move the clock past the 15-minute token life). */
async function signIn(email: string): Promise<string> {
  const res = await call("/auth/login", { method: "POST", body: { email, password: PASSWORD, device: { platform: "ios" } } });
  expect(res.status).toBe(200);
  return res.json.data.token.access_token;
}

const requestExport = (access: string) => call("/me/export", { method: "POST", headers: bearer(access) });

/** The download link from the "export ready" email. */
async function linkFromEmail(email: string) {
  const mail = await db.outboundMessage.findFirstOrThrow({ where: { recipient: email, template: "data_export_ready" }, orderBy: { createdAt: "desc" } });
  const url = new URL(mail.body.match(/https?:\/\/\S+/)![0]);
  const exportId = url.pathname.split("/").at(-2)!;
  return { exportId, query: { token: url.searchParams.get("token")!, expires: url.searchParams.get("expires")! } };
}

const download = (access: string, link: { exportId: string; query: Record<string, string> }) =>
  call(`/me/exports/${link.exportId}/download`, { headers: bearer(access), query: link.query });

describe("data export", () => {
  it("allows one request per 7 days; the next is 429 with Retry-After until then", async () => {
    const clock = freezeClock(new Date());
    const { email, userId, access } = await register();
    const first = await requestExport(access);
    expect(first.status).toBe(202);
    expect(first.json.data).toMatchObject({ id: expect.any(String), status: "requested" });
    expect(await db.dataExport.count({ where: { userId } })).toBe(1);

    clock.advance(6 * DAY);
    const again = await requestExport(await signIn(email));
    expect(again.status).toBe(429);
    expect(again.json.error.code).toBe("RATE_LIMITED");
    expect(Number(again.headers.get("retry-after"))).toBe(DAY / 1000);
    expect(await db.dataExport.count({ where: { userId } })).toBe(1);

    clock.advance(DAY);
    expect((await requestExport(await signIn(email))).status).toBe(202);
    expect(await db.dataExport.count({ where: { userId } })).toBe(2);
  });

  it("the job writes the archive and emails a link that downloads it for the owner only, for 72 hours", async () => {
    const clock = freezeClock(new Date());
    const { email, userId, access } = await register();
    const requested = await requestExport(access);
    const exportId = requested.json.data.id as string;

    await buildPendingExports();
    const row = await db.dataExport.findUniqueOrThrow({ where: { id: exportId } });
    expect(row.status).toBe("ready");
    expect(row.expiresAt!.getTime() - row.readyAt!.getTime()).toBe(72 * HOUR);
    expect(row.filePath).toBe(path.join(exportsDir(), `${exportId}.json`));
    expect(existsSync(row.filePath!)).toBe(true);

    const list = await call("/me/export", { headers: bearer(access) });
    expect(list.status).toBe(200);
    expect(list.json.data).toEqual([expect.objectContaining({ id: exportId, status: "ready", expires_at: row.expiresAt!.toISOString() })]);

    const link = await linkFromEmail(email);
    expect(link.exportId).toBe(exportId);
    const res = await download(access, link);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="personal-data-${exportId}.json"`);
    expect(res.json.data).toBeUndefined(); // the file itself, not the envelope
    expect(res.json.profile).toMatchObject({ id: userId, email, first_name: "Fahad", terms_version: "2026-01" });
    expect(res.json.sessions).toHaveLength(1);
    expect(res.json.roles).toEqual([expect.objectContaining({ role: "customer" })]);
    expect(res.json.activity.map((a: { action: string }) => a.action)).toContain("auth.register");
    expect(res.json.messages.map((m: { template: string }) => m.template)).toContain("verify_email");
    expect(JSON.stringify(res.json)).not.toContain("argon2");

    const stranger = await register();
    expect((await download(stranger.access, link)).status).toBe(404);
    const forged = await download(access, { ...link, query: { ...link.query, token: link.query.token.replace(/^./, (c) => (c === "A" ? "B" : "A")) } });
    expect(forged.status).toBe(403);
    const extended = await download(access, { ...link, query: { ...link.query, expires: String(Number(link.query.expires) + DAY) } });
    expect(extended.status).toBe(403);

    clock.advance(72 * HOUR);
    const late = await download(await signIn(email), link);
    expect(late.status).toBe(403);
    await expireDataExports();
    expect(await db.dataExport.findUniqueOrThrow({ where: { id: exportId } })).toMatchObject({ status: "expired", filePath: null });
    expect(existsSync(row.filePath!)).toBe(false);
  });

  it("requires a signed-in caller", async () => {
    expect((await call("/me/export", { method: "POST" })).status).toBe(401);
  });
});
