import { writeAudit } from "../../core/audit";
import { db } from "../../core/db/client";
import { validationFailed } from "../../core/errors";
import { issuesToDetails } from "../../core/http/validation";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { translate } from "../../core/i18n";
import { newId } from "../../core/ids";
import { ownedEvent } from "../owned-event";
import { MAX_GUESTS } from "./create-guest";
import { readGuestFile, type RawRow } from "./guest-file";
import { guestColumns, newRsvpToken } from "./guest-columns";
import { createGuestBody, type CreateGuestInput, type ImportGuestsInput, type ImportResult } from "./schemas";

// POST /events/{id}/guests/import: every good row becomes a guest, every bad
// one is reported (row, field, message in the caller's language) and skipped;
// the good rows are added together in one transaction.

export const MAX_FILE_BYTES = 512 * 1024;

const SIDES: Record<string, string> = { العروس: "bride", العريس: "groom", المضيف: "host", "أهل العروس": "bride", "أهل العريس": "groom", "أهل المضيف": "host" };
const LANGUAGES: Record<string, string> = { عربي: "ar", العربية: "ar", arabic: "ar", english: "en", إنجليزي: "en", الإنجليزية: "en" };

/** A file row as the create body would have it (numbers as numbers, words of either language as codes). */
function rowInput({ cells }: RawRow): Record<string, unknown> {
  const side = cells.side ? (SIDES[cells.side] ?? cells.side.toLowerCase()) : undefined;
  const language = cells.language ? (LANGUAGES[cells.language.toLowerCase()] ?? cells.language.toLowerCase()) : undefined;
  const plusOnes = cells.plus_ones === undefined ? undefined : /^\d{1,3}$/.test(cells.plus_ones) ? Number(cells.plus_ones) : cells.plus_ones;
  return {
    name: cells.name ?? "",
    side,
    group: cells.group,
    phone: cells.phone,
    email: cells.email,
    plus_ones: plusOnes,
    dietary_notes: cells.dietary_notes,
    language,
  };
}

export async function importGuests(eventId: string, input: ImportGuestsInput, ctx: RequestContext): Promise<ImportResult> {
  const userId = callerId(ctx);
  const fileError = (key: string) => validationFailed({ file_base64: [translate(ctx.locale, `planner.guests.import.${key}`) ?? key] });
  const bytes = Buffer.from(input.file_base64, "base64");
  if (bytes.length === 0) throw fileError("empty");
  if (bytes.length > MAX_FILE_BYTES) throw fileError("too_large");
  let rows: RawRow[];
  try {
    rows = await readGuestFile(input.format, bytes);
  } catch {
    throw fileError("unreadable");
  }
  if (rows.length === 0) throw fileError("empty");

  const errors: ImportResult["errors"] = [];
  const good: CreateGuestInput[] = [];
  for (const raw of rows) {
    const parsed = createGuestBody.safeParse(rowInput(raw));
    if (parsed.success) {
      good.push(parsed.data);
      continue;
    }
    for (const [field, messages] of Object.entries(issuesToDetails(parsed.error.issues, ctx.locale, "body"))) {
      errors.push({ row: raw.row, field, message: messages[0] });
    }
  }

  const imported = await db.$transaction(async (tx) => {
    const event = await ownedEvent(userId, eventId, tx);
    await tx.$executeRaw`SELECT id FROM events WHERE id = ${event.id} FOR UPDATE`;
    const room = MAX_GUESTS - (await tx.eventGuest.count({ where: { eventId: event.id } }));
    const kept = good.slice(0, Math.max(0, room));
    if (kept.length < good.length) {
      errors.push({
        row: 0,
        field: "file_base64",
        message: translate(ctx.locale, "planner.guests.import.over_limit", { max: MAX_GUESTS, skipped: good.length - kept.length }) ?? "",
      });
    }
    await tx.eventGuest.createMany({
      data: kept.map((g) => ({ ...(guestColumns(g) as object), id: newId(), eventId: event.id, name: g.name, rsvpToken: newRsvpToken() })),
    });
    await writeAudit(tx, {
      actor: { type: "user", id: userId },
      action: "event.guests.imported",
      entityType: "event",
      entityId: event.id,
      diff: { format: input.format, imported: kept.length, rejected: rows.length - kept.length },
      request: ctx,
    });
    return kept.length;
  });
  errors.sort((a, b) => a.row - b.row);
  return { imported, rejected: rows.length - imported, errors };
}
