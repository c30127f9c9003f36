import { createHmac, timingSafeEqual } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { writeAudit } from "../../core/audit";
import { now } from "../../core/clock";
import { formatAmount } from "../../core/money";
import { config } from "../../core/config";
import { db } from "../../core/db/client";
import type { DataExport, User } from "../../core/db/generated/client";
import { AppError, notFound } from "../../core/errors";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { newId } from "../../core/ids";
import { notifyAccountHolder, profileView } from "./profile";
import { authSecret } from "../sessions/secrets";
import { appUrl } from "../../core/app-url";
import { sessionView } from "../views";

// Personal data export (spec "Limits": one per 7 days, delivered within
// 72 h, link valid 72 h). The request makes a row; a job writes the JSON
// archive and emails a signed link; another job expires old archives.

export const EXPORT_INTERVAL_MS = 7 * 86_400_000;
export const EXPORT_LINK_TTL_MS = 72 * 3600_000;

export const exportSchema = z
  .object({
    id: z.string(),
    status: z.enum(["requested", "ready", "expired"]),
    requested_at: z.string(),
    ready_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    download_url: z.string().nullable(),
  })
  .meta({ id: "DataExport" });

export const exportIdParams = z.object({ exportId: z.string().max(100) });
export const downloadQuery = z.strictObject({
  token: z.string().max(200),
  expires: z
    .string()
    .regex(/^\d{1,15}$/, { message: "validation.format" })
    .transform(Number)
    .meta({ description: "Link expiry, milliseconds since the epoch (from the emailed link)." }),
});

/** `<DATA_DIR>/exports`; the OS temp dir when the database lives in memory (tests). */
export function exportsDir(): string {
  const dataDir = config().DATA_DIR;
  return dataDir.startsWith("memory://") ? path.join(tmpdir(), "event-marketplace-exports") : path.resolve(dataDir, "exports");
}

async function signature(exportId: string, expiresAtMs: number): Promise<string> {
  return createHmac("sha256", await authSecret())
    .update(`${exportId}.${expiresAtMs}`)
    .digest("base64url");
}

async function downloadUrl(row: Pick<DataExport, "id" | "expiresAt">): Promise<string> {
  const expires = row.expiresAt!.getTime();
  const token = await signature(row.id, expires);
  return appUrl(`/api/v1/me/exports/${row.id}/download?token=${token}&expires=${expires}`);
}

const isLive = (row: DataExport) => row.status === "ready" && !!row.expiresAt && row.expiresAt > now();

async function exportView(row: DataExport) {
  // A ready archive past its expiry reads as expired even before the job has run.
  const status = row.status === "ready" && !isLive(row) ? "expired" : (row.status as "requested" | "ready" | "expired");
  return {
    id: row.id,
    status,
    requested_at: row.requestedAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    download_url: isLive(row) ? await downloadUrl(row) : null,
  };
}

/** One export per 7 days (by request time); a second one is 429 with the seconds until allowed. */
export async function requestExport(ctx: RequestContext) {
  const userId = callerId(ctx);
  const row = await db.$transaction(async (tx) => {
    // Locks the user row: two concurrent requests cannot both pass the check.
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
    const last = await tx.dataExport.findFirst({ where: { userId }, orderBy: { requestedAt: "desc" } });
    const waitMs = last ? last.requestedAt.getTime() + EXPORT_INTERVAL_MS - now().getTime() : 0;
    if (waitMs > 0) {
      throw new AppError("RATE_LIMITED", {
        message: { en: "A data export can be requested once every 7 days.", ar: "يمكن طلب نسخة من البيانات مرة واحدة كل 7 أيام." },
        headers: { "Retry-After": String(Math.ceil(waitMs / 1000)) },
      });
    }
    const created = await tx.dataExport.create({ data: { id: newId(), userId, status: "requested", requestedAt: now() } });
    await writeAudit(tx, {
      actor: { type: "user", id: userId },
      action: "account.export_requested",
      entityType: "data_export",
      entityId: created.id,
      request: ctx,
    });
    return created;
  });
  return exportView(row);
}

export async function listExports(ctx: RequestContext) {
  const rows = await db.dataExport.findMany({ where: { userId: ctx.userId }, orderBy: { requestedAt: "desc" } });
  return Promise.all(rows.map(exportView));
}

/** The archive of the owner's signed link. Another user's export is a 404; a bad or expired link a 403. */
export async function downloadExport(exportId: string, link: z.infer<typeof downloadQuery>, ctx: RequestContext) {
  const row = await db.dataExport.findFirst({ where: { id: exportId, userId: ctx.userId } });
  if (!row) throw notFound();
  const expected = Buffer.from(await signature(row.id, link.expires));
  const given = Buffer.from(link.token);
  const signed = expected.length === given.length && timingSafeEqual(expected, given);
  if (!signed || !isLive(row) || row.expiresAt!.getTime() !== link.expires || !row.filePath) {
    throw new AppError("FORBIDDEN", {
      message: {
        en: "The download link is invalid or has expired; request a new export.",
        ar: "رابط التنزيل غير صالح أو انتهت صلاحيته؛ اطلب نسخة جديدة من بياناتك.",
      },
    });
  }
  const archive: unknown = JSON.parse(await readFile(row.filePath, "utf8"));
  await db.$transaction((tx) =>
    writeAudit(tx, { actor: { type: "user", id: ctx.userId }, action: "account.export_downloaded", entityType: "data_export", entityId: row.id, request: ctx }),
  );
  return { archive, filename: `personal-data-${row.id}.json` };
}

// ------------------------------------------------------------ jobs

/** Everything the service holds about the person. */
async function collectUserData(user: User) {
  const recipients = [user.email, user.phone].filter((r): r is string => !!r);
  const [sessions, roles, memberships, socialIdentities, auditEntries, messages, plannedEvents, guests] = await Promise.all([
    db.session.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } }),
    db.userRole.findMany({ where: { userId: user.id }, include: { role: true }, orderBy: { createdAt: "asc" } }),
    db.vendorMember.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } }),
    db.socialIdentity.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } }),
    db.auditLog.findMany({ where: { actorId: user.id }, orderBy: { createdAt: "asc" } }),
    db.outboundMessage.findMany({ where: { recipient: { in: recipients } }, orderBy: { createdAt: "asc" } }),
    // The event planner's budget and checklist (the customer's own notes on their events).
    db.event.findMany({
      where: { customerUserId: user.id },
      select: {
        id: true,
        title: true,
        budgetLines: { select: { categoryId: true, planned: true }, orderBy: { sortOrder: "asc" } },
        checklistItems: {
          select: { templateKey: true, title: true, categoryId: true, offsetDays: true, dueDate: true, doneAt: true, doneBy: true },
          orderBy: { createdAt: "asc" },
        },
      },
      orderBy: { createdAt: "asc" },
    }),
    // The guest lists of the person's events are the person's data (docs/planner-guests.md "Privacy").
    db.eventGuest.findMany({ where: { event: { customerUserId: user.id } }, orderBy: [{ eventId: "asc" }, { name: "asc" }] }),
  ]);
  return {
    generated_at: now().toISOString(),
    profile: {
      ...profileView(user),
      terms_version: user.termsVersion,
      terms_accepted_at: user.termsAcceptedAt?.toISOString() ?? null,
      deletion_requested_at: user.deletionRequestedAt?.toISOString() ?? null,
    },
    sessions: sessions.map((s) => ({ ...sessionView(s), ip: s.ip, revoked_at: s.revokedAt?.toISOString() ?? null })),
    roles: roles.map((r) => ({ role: r.role.code, vendor_id: r.vendorId, granted_at: r.createdAt.toISOString() })),
    vendor_memberships: memberships.map((m) => ({ vendor_id: m.vendorId, role: m.role, created_at: m.createdAt.toISOString() })),
    social_identities: socialIdentities.map((s) => ({ provider: s.provider, email: s.email, created_at: s.createdAt.toISOString() })),
    activity: auditEntries.map((a) => ({
      action: a.action,
      entity_type: a.entityType,
      entity_id: a.entityId,
      ip: a.ip,
      diff: a.diff,
      created_at: a.createdAt.toISOString(),
    })),
    event_planner: plannedEvents.map((e) => ({
      event_id: e.id,
      title: e.title,
      budget_lines: e.budgetLines.map((l) => ({ category_id: l.categoryId, planned: formatAmount(l.planned) })),
      checklist: e.checklistItems.map((i) => ({
        template_key: i.templateKey,
        title: i.title,
        category_id: i.categoryId,
        days_before: i.offsetDays,
        due_date: i.dueDate?.toISOString().slice(0, 10) ?? null,
        done_at: i.doneAt?.toISOString() ?? null,
        done_by: i.doneBy,
      })),
    })),
    messages: messages.map((m) => ({
      channel: m.channel,
      to: m.recipient,
      subject: m.subject,
      body: m.body,
      template: m.template,
      created_at: m.createdAt.toISOString(),
    })),
    event_guests: guests.map((g) => ({
      event_id: g.eventId,
      name: g.name,
      side: g.side,
      group: g.groupLabel,
      phone: g.phone,
      email: g.email,
      plus_ones: g.plusOnes,
      dietary_notes: g.dietaryNotes,
      language: g.language,
      rsvp_status: g.rsvpStatus,
      head_count: g.headCount,
      created_at: g.createdAt.toISOString(),
    })),
  };
}

/** Writes the archive of every requested export, marks it ready and sends the link. Returns how many. */
export async function buildPendingExports(): Promise<number> {
  const pending = await db.dataExport.findMany({ where: { status: "requested" }, orderBy: { requestedAt: "asc" }, take: 50 });
  let built = 0;
  for (const row of pending) {
    try {
      if (await buildExport(row)) built++;
    } catch (e) {
      console.error(`[jobs] data export ${row.id} failed:`, e); // stays requested: retried on the next run
    }
  }
  return built;
}

async function buildExport(row: DataExport): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: row.userId } });
  if (!user || user.status === "anonymized") return false;
  const filePath = path.join(exportsDir(), `${row.id}.json`);
  await mkdir(path.dirname(filePath), { recursive: true });
  await writeFile(filePath, JSON.stringify(await collectUserData(user), null, 2), { mode: 0o600 });
  const readyAt = now();
  const expiresAt = new Date(readyAt.getTime() + EXPORT_LINK_TTL_MS);
  const claimed = await db.$transaction(async (tx) => {
    const result = await tx.dataExport.updateMany({ where: { id: row.id, status: "requested" }, data: { status: "ready", filePath, readyAt, expiresAt } });
    if (result.count === 1) {
      await writeAudit(tx, { actor: { type: "system" }, action: "account.export_ready", entityType: "data_export", entityId: row.id });
    }
    return result.count === 1;
  });
  if (claimed) {
    await notifyAccountHolder(user, "data_export_ready", {
      url: await downloadUrl({ id: row.id, expiresAt }),
      expires_at: expiresAt.toISOString().replace("T", " ").slice(0, 16) + " UTC",
    });
  }
  return claimed;
}

/** Archives past their link expiry: file deleted, row kept as `expired` (it still counts for the 7-day rule). */
export async function expireDataExports(): Promise<number> {
  const stale = await db.dataExport.findMany({ where: { status: "ready", expiresAt: { lte: now() } } });
  for (const row of stale) {
    await db.dataExport.updateMany({ where: { id: row.id, status: "ready" }, data: { status: "expired", filePath: null } });
  }
  await removeExportFiles(stale.flatMap((r) => (r.filePath ? [r.filePath] : [])));
  return stale.length;
}

export async function removeExportFiles(paths: string[]): Promise<void> {
  await Promise.all(paths.map((p) => rm(p, { force: true })));
}
