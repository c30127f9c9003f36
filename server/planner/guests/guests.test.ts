import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { dispatchOutbox } from "@/server/core/outbox/dispatcher";
import { buildPendingExports } from "@/server/identity/profile/data-export";
import { purgePersonalData } from "@/server/identity/profile/deletion";
import { registerEventHandlers } from "@/server/jobs/handlers";
import { call, freshIp, serve } from "@/server/test/http";
import { auth, type TestUser } from "@/server/test/identity";
import { customer, eventOf } from "@/server/test/rfqs";

function guests(user: TestUser, eventId: string, locale: "ar" | "en" = "en") {
  const headers = auth(user.token, locale);
  return {
    list: () => call(`/events/${eventId}/guests`, { headers }),
    add: (body: unknown) => call(`/events/${eventId}/guests`, { method: "POST", headers, body }),
    patch: (guestId: string, body: unknown) => call(`/events/${eventId}/guests/${guestId}`, { method: "PATCH", headers, body }),
    remove: (guestId: string) => call(`/events/${eventId}/guests/${guestId}`, { method: "DELETE", headers }),
    revoke: (guestId: string) => call(`/events/${eventId}/guests/${guestId}/rsvp-link`, { method: "DELETE", headers }),
    renew: (guestId: string) => call(`/events/${eventId}/guests/${guestId}/rsvp-link`, { method: "POST", headers }),
    import: (format: "csv" | "xlsx", bytes: Buffer | Uint8Array) =>
      call(`/events/${eventId}/guests/import`, { method: "POST", headers, body: { format, file_base64: Buffer.from(bytes).toString("base64") } }),
    apply: () => call(`/events/${eventId}/guests/apply-head-count`, { method: "POST", headers }),
    summary: () => call(`/events/${eventId}/summary`, { headers }),
  };
}

const exportFile = (user: TestUser, eventId: string, format: "csv" | "xlsx") =>
  serve(
    new Request(`http://localhost/api/v1/events/${eventId}/guests/export?format=${format}`, { headers: { ...auth(user.token), "x-forwarded-for": freshIp() } }),
  );

const tokenOf = (link: string) => link.split("/rsvp/")[1];
const rsvp = (token: string, opts: { body?: unknown; ip?: string; locale?: "ar" | "en" } = {}) =>
  call(`/rsvp/${token}`, { method: opts.body ? "POST" : "GET", body: opts.body, ip: opts.ip, headers: { "accept-language": opts.locale ?? "en" } });

async function planningEvent() {
  const user = await customer();
  const event = await eventOf(user.id, { title: "Sara & Fahad's wedding" });
  return { user, event, api: guests(user, event.id) };
}

const CSV = [
  "name,side,group,phone,email,plus_ones,dietary_notes,language",
  "Huda Al-Sabah,bride,Aunt Huda's family,+96550001111,huda@example.com,3,No nuts,ar",
  "John Smith,groom,Colleagues,+447911123456,,1,Vegetarian,en",
  ",bride,,,,,,", // no name
  "Bad Phone,groom,,12345,,0,,ar",
  "Too Many,host,,,,99,,ar",
  "مريم,العروس,الجيران,+96560002222,,0,,عربي",
].join("\n");

describe("guest list", () => {
  it("adds a guest with an E.164 phone, an RSVP link and a WhatsApp link in the guest's language; other customers get 404", async () => {
    const { user, event, api } = await planningEvent();
    const res = await api.add({ name: "Huda", side: "bride", group: "Family", phone: "+965 5000 1111", plus_ones: 2, language: "ar" });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const guest = res.json.data;
    expect(guest).toMatchObject({ name: "Huda", side: "bride", phone: "+96550001111", plus_ones: 2, rsvp: { status: "pending", head_count: null } });
    expect(guest.rsvp.link).toMatch(/\/rsvp\/[A-Za-z0-9_-]{22}$/);
    expect(guest.rsvp.link).not.toContain("/en/");
    const wa = new URL(guest.rsvp.whatsapp_url);
    expect(wa.origin + wa.pathname).toBe("https://wa.me/96550001111");
    expect(wa.searchParams.get("text")).toContain("يسعدنا دعوتك");
    expect(wa.searchParams.get("text")).toContain(guest.rsvp.link);

    const bad = await api.add({ name: "X", phone: "12" });
    expect([bad.status, Object.keys(bad.json.error.details)]).toEqual([422, ["phone"]]);

    const other = await customer();
    expect((await guests(other, event.id).list()).status).toBe(404);
    expect((await guests(other, event.id).patch(guest.id, { name: "Mine" })).status).toBe(404);
    const list = await api.list();
    expect(list.json.data).toHaveLength(1);
    expect(list.json.meta.totals).toMatchObject({ invited: 1, invited_people: 3, pending: 1, head_count: 0 });
    expect((await api.remove(guest.id)).status).toBe(204);
    expect(await db.eventGuest.count({ where: { eventId: event.id } })).toBe(0);
    void user;
  });

  it("takes a phone from any country (a new UK range too) and refuses what is no number, in the error envelope", async () => {
    const { api } = await planningEvent();
    const uk = await api.add({ name: "John Smith", phone: "+44 7911 123456", language: "en" });
    expect([uk.status, uk.json.data?.phone], JSON.stringify(uk.json)).toEqual([201, "+447911123456"]);
    expect(new URL(uk.json.data.rsvp.whatsapp_url).pathname).toBe("/447911123456");
    const newRange = await api.add({ name: "Emma Brown", phone: "0044 7700 900123" });
    expect([newRange.status, newRange.json.data?.phone], JSON.stringify(newRange.json)).toEqual([201, "+447700900123"]);
    const gulf = await api.add({ name: "Sara", phone: "+971 50 123 4567" });
    expect([gulf.status, gulf.json.data?.phone]).toEqual([201, "+971501234567"]);

    for (const phone of ["+44 12", "+965 1234 5678", "call me"]) {
      const bad = await api.add({ name: "X", phone });
      expect(bad.status, phone).toBe(422);
      expect(bad.json.error).toMatchObject({
        code: "VALIDATION_FAILED",
        details: {
          phone: ["Not a phone number we can read: write it with its country code (such as +44 7911 123456); a number without one is read as Kuwaiti."],
        },
      });
      expect(bad.json.error.details.phone[0]).not.toMatch(/GCC/);
    }
  });

  it("lists guests by name as a person reads them: numbers by value, case ignored, the caller's letters first", async () => {
    const { user, event, api } = await planningEvent();
    for (const name of ["ضيف 10", "ضيف 2", "ضيف 1", "huda", "Amal"]) expect((await api.add({ name })).status).toBe(201);
    const names = async (locale: "ar" | "en") => (await guests(user, event.id, locale).list()).json.data.map((g: { name: string }) => g.name);
    expect(await names("en")).toEqual(["Amal", "huda", "ضيف 1", "ضيف 2", "ضيف 10"]);
    expect(await names("ar")).toEqual(["ضيف 1", "ضيف 2", "ضيف 10", "Amal", "huda"]);
  });

  it("imports the good rows of a CSV file and reports each bad row with its field, in the caller's language", async () => {
    const { user, event, api } = await planningEvent();
    const res = await api.import("csv", Buffer.from("\uFEFF" + CSV));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data, JSON.stringify(res.json.data.errors)).toMatchObject({ imported: 3, rejected: 3 });
    expect(res.json.data.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [4, "name"],
      [5, "phone"],
      [6, "plus_ones"],
    ]);
    const rows = await db.eventGuest.findMany({ where: { eventId: event.id }, orderBy: { name: "asc" } });
    expect(rows.map((g) => [g.name, g.side, g.phone, g.plusOnes, g.language])).toEqual([
      ["Huda Al-Sabah", "bride", "+96550001111", 3, "ar"],
      ["John Smith", "groom", "+447911123456", 1, "en"],
      ["مريم", "bride", "+96560002222", 0, "ar"],
    ]);
    expect(rows.every((g) => g.rsvpToken && g.rsvpToken.length >= 22)).toBe(true);

    const arabic = await guests(user, event.id, "ar").import("csv", Buffer.from(CSV));
    expect(arabic.json.data.errors[1].message).toMatch(/[\u0600-\u06FF]/);

    // Every field's error in Arabic names the values in Arabic: no codes (bride, plus_ones, ar) or English words.
    const wrongValues = [
      "الاسم,الجانب,المجموعة,الهاتف,البريد الإلكتروني,المرافقون,ملاحظات الطعام,اللغة",
      "خالد,ابن العم,,,,,,",
      "منى,العروس,,,,ثلاثة,,",
      "نوف,أهل المضيف,,,,,,فرنسي",
      "هند,,,12,ليس بريدًا,,,",
    ].join("\n");
    const inArabic = await guests(user, event.id, "ar").import("csv", Buffer.from(wrongValues));
    expect(inArabic.json.data.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [2, "side"],
      [3, "plus_ones"],
      [4, "language"],
      [5, "phone"],
      [5, "email"],
    ]);
    for (const e of inArabic.json.data.errors as { message: string }[]) {
      expect(e.message).toMatch(/[\u0600-\u06FF]/);
      expect(e.message, e.message).not.toMatch(/[A-Za-z_]{2,}/);
    }

    const unreadable = await api.import("xlsx", Buffer.from("not a workbook"));
    expect([unreadable.status, unreadable.json.error.details.file_base64]).toEqual([422, ["The file could not be read as CSV or XLSX."]]);
    const big = await api.import("csv", Buffer.alloc(513 * 1024, "a"));
    expect([big.status, big.json.error.details.file_base64]).toEqual([422, ["The file is larger than 512 KB."]]);
  });

  it("imports an XLSX file (phones stay text) and exports the list as CSV and XLSX that read back", async () => {
    const { user, event, api } = await planningEvent();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Guests");
    sheet.addRow(["الاسم", "الجانب", "الهاتف", "المرافقون", "اللغة"]);
    sheet.addRow(["Fatma", "groom", "+96551112222", 2, "en"]);
    sheet.addRow(["Nasser", "bride", "+96552223333", "two", "ar"]);
    sheet.addRow(["Ali", "cousins", "", 0, "ar"]);
    const res = await api.import("xlsx", Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({
      imported: 1,
      rejected: 2,
      errors: [
        { row: 3, field: "plus_ones" },
        { row: 4, field: "side" },
      ],
    });
    expect(await db.eventGuest.findFirstOrThrow({ where: { eventId: event.id } })).toMatchObject({
      name: "Fatma",
      phone: "+96551112222",
      plusOnes: 2,
      language: "en",
    });

    const csv = await exportFile(user, event.id, "csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM: Excel reads the Arabic as UTF-8
    const text = bytes.toString("utf8").slice(1);
    expect(text.split("\n")[0]).toBe("name,side,group,phone,email,plus_ones,dietary_notes,language,rsvp_status,head_count");
    expect(text).toContain("Fatma,groom,,+96551112222,,2,,en,pending,");

    const xlsx = await exportFile(user, event.id, "xlsx");
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(await xlsx.arrayBuffer());
    expect(back.worksheets[0].getRow(2).getCell(4).text).toBe("+96551112222");
    // What the export wrote, the import reads (into another event).
    const second = await eventOf(user.id);
    const again = await guests(user, second.id).import("xlsx", Buffer.from(await (await exportFile(user, event.id, "xlsx")).arrayBuffer()));
    expect(again.json.data).toMatchObject({ imported: 1, rejected: 0 });
  });
});

describe("RSVP link", () => {
  it("shows the event's public details only, takes an answer within the plus-ones and updates the totals, summary and head count", async () => {
    const { user, event, api } = await planningEvent();
    const huda = (await api.add({ name: "Huda", plus_ones: 3, dietary_notes: "No nuts", phone: "+96550001111" })).json.data;
    await api.add({ name: "Other guest", email: "other@example.com" });
    const token = tokenOf(huda.rsvp.link);

    const page = await rsvp(token);
    expect(page.status).toBe(200);
    expect(page.json.data).toEqual({
      guest: { name: "Huda", plus_ones: 3, language: "ar" },
      event: {
        title: "Sara & Fahad's wedding",
        event_type: "wedding",
        event_date: event.eventDate!.toISOString().slice(0, 10),
        event_time: "19:00",
        area: expect.objectContaining({ name_en: "Kuwait City" }),
      },
      answer: { status: "pending", head_count: null, answered_at: null },
    });
    const body = JSON.stringify(page.json);
    for (const secret of ["Other guest", "other@example.com", "8000", "budget", "+96550001111", "No nuts", user.email]) expect(body).not.toContain(secret);

    const over = await rsvp(token, { body: { answer: "yes", head_count: 5 } });
    expect([over.status, over.json.error.details.head_count]).toEqual([422, ["At most 4 people can come with this invitation."]]);
    const yes = await rsvp(token, { body: { answer: "yes", head_count: 4 } });
    expect(yes.status, JSON.stringify(yes.json)).toBe(200);
    expect(yes.json.data.answer).toMatchObject({ status: "yes", head_count: 4 });

    const list = await api.list();
    expect(list.json.meta.totals).toMatchObject({ invited: 2, yes: 1, pending: 1, head_count: 4 });
    expect((await api.summary()).json.data.rsvp).toMatchObject({ yes: 1, head_count: 4 });
    expect(await db.auditLog.count({ where: { action: "event.guest.rsvp_answered", entityId: huda.id } })).toBe(1);

    // The head count becomes guests_expected only when the customer says so.
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).guestsExpected).toBe(250);
    const applied = await api.apply();
    expect([applied.status, applied.json.data.guests_expected]).toEqual([200, 4]);

    // Changing the answer: no means nobody comes.
    await rsvp(token, { body: { answer: "no" } });
    expect((await api.list()).json.meta.totals).toMatchObject({ yes: 0, no: 1, head_count: 0 });
  });

  it("a revoked or unknown link is 404; a new link works and the old one does not", async () => {
    const { api } = await planningEvent();
    const guest = (await api.add({ name: "Huda" })).json.data;
    const old = tokenOf(guest.rsvp.link);
    const revoked = await api.revoke(guest.id);
    expect([revoked.status, revoked.json.data.rsvp.link, revoked.json.data.rsvp.whatsapp_url]).toEqual([200, null, null]);
    expect((await rsvp(old)).status).toBe(404);
    expect((await rsvp(old, { body: { answer: "yes" } })).status).toBe(404);
    expect((await rsvp("AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await rsvp("../../etc")).status).toBe(404);
    const renewed = (await api.renew(guest.id)).json.data;
    expect((await rsvp(tokenOf(renewed.rsvp.link))).status).toBe(200);
    expect((await rsvp(old)).status).toBe(404);
  });

  it("is rate-limited per IP (429 with Retry-After)", async () => {
    const ip = freshIp();
    let last = await rsvp("AAAAAAAAAAAAAAAAAAAAAA", { ip });
    for (let i = 0; i < 30 && last.status !== 429; i++) last = await rsvp("AAAAAAAAAAAAAAAAAAAAAA", { ip });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await rsvp("AAAAAAAAAAAAAAAAAAAAAA", { ip: freshIp() })).status).toBe(404);
  });
});

describe("privacy", () => {
  it("the guests are in the customer's data export and are gone once the account is anonymized", async () => {
    const { user, api } = await planningEvent();
    await api.add({ name: "Huda", phone: "+96550001111", dietary_notes: "No nuts" });
    const neighbour = await planningEvent();
    await neighbour.api.add({ name: "Someone else" });

    const exportRow = await db.dataExport.create({ data: { id: newId(), userId: user.id, status: "requested", requestedAt: now() } });
    await buildPendingExports();
    const file = (await db.dataExport.findUniqueOrThrow({ where: { id: exportRow.id } })).filePath!;
    const archive = JSON.parse(await readFile(file, "utf8"));
    expect(archive.event_guests).toEqual([expect.objectContaining({ name: "Huda", phone: "+96550001111", dietary_notes: "No nuts", rsvp_status: "pending" })]);

    const account = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    await db.$transaction((tx) => purgePersonalData(tx, account));
    registerEventHandlers();
    await dispatchOutbox();
    expect(await db.eventGuest.count({ where: { event: { customerUserId: user.id } } })).toBe(0);
    expect(await db.eventGuest.count({ where: { event: { customerUserId: neighbour.user.id } } })).toBe(1);
  });
});
