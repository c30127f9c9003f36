import { db } from "../core/db/client";
import type { Conversation, ConversationMessage } from "../core/db/generated/client";
import type { Locale } from "../core/i18n";
import { mediaUrls } from "../media/attach";
import { bodyFor, contactDetailsUnlocked } from "./masking";
import { otherSide, type Viewer } from "./participant";

// What the API shows of conversations and messages, always from the viewer's
// side: "mine"/"me" is the viewer's side (a vendor member sees every member's
// messages as the vendor's), the other side's bodies are masked while contact
// details are locked (masking.ts).

const PREVIEW_CHARS = 120;

export type ConversationView = {
  id: string;
  vendor: { id: string; name: string; slug: string; logo_url: string | null };
  customer: { id: string; name: string };
  context: { type: "inquiry" | "rfq" | "booking"; id: string | null };
  /** What the thread is about, so two threads with one vendor tell apart: the RFQ's title, and a booking's reference. */
  subject: { title: string; reference: string | null } | null;
  last_message: { body_preview: string; sender: "me" | "them"; created_at: string } | null;
  last_message_at: string | null;
  unread_count: number;
};

export type MessageView = {
  id: string;
  sender: { type: "customer" | "vendor"; name: string };
  mine: boolean;
  body: string;
  attachments: { id: string; url: string; mime_type: string; name: string }[];
  created_at: string;
};

export const customerName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
export const vendorName = (v: { nameAr: string; nameEn: string }, locale: Locale) => (locale === "ar" ? v.nameAr : v.nameEn);

export function preview(body: string): string {
  const flat = body.replace(/\s+/g, " ").trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1)}…` : flat;
}

/** Messages of the other side the viewer's side has not read (after its read marker; all of them without one). */
export async function unreadCount(conversationId: string, viewer: Viewer): Promise<number> {
  const marker = await db.conversationRead.findUnique({ where: { conversationId_side: { conversationId, side: viewer.side } } });
  return db.conversationMessage.count({
    where: { conversationId, senderSide: otherSide(viewer.side), ...(marker ? { createdAt: { gt: marker.lastReadAt } } : {}) },
  });
}

/** The subjects of the rows' RFQ and booking contexts, by conversation id (an inquiry has none). */
async function subjects(rows: Conversation[]): Promise<Map<string, ConversationView["subject"]>> {
  const ids = (type: string) => [...new Set(rows.filter((r) => r.contextType === type && r.contextId !== "").map((r) => r.contextId))];
  const [rfqs, bookings] = await Promise.all([
    db.rfq.findMany({ where: { id: { in: ids("rfq") } }, select: { id: true, title: true } }),
    db.booking.findMany({ where: { id: { in: ids("booking") } }, select: { id: true, reference: true, rfq: { select: { title: true } } } }),
  ]);
  const rfqById = new Map(rfqs.map((r) => [r.id, { title: r.title, reference: null }]));
  const bookingById = new Map(bookings.map((b) => [b.id, { title: b.rfq.title, reference: b.reference }]));
  const byContext = (row: Conversation) =>
    row.contextType === "rfq" ? rfqById.get(row.contextId) : row.contextType === "booking" ? bookingById.get(row.contextId) : undefined;
  return new Map(rows.map((row) => [row.id, byContext(row) ?? null]));
}

export async function conversationViews(rows: Conversation[], viewer: Viewer, locale: Locale): Promise<ConversationView[]> {
  if (rows.length === 0) return [];
  const [vendors, customers, subjectById] = await Promise.all([
    db.vendor.findMany({
      where: { id: { in: [...new Set(rows.map((r) => r.vendorId))] } },
      select: { id: true, slug: true, nameAr: true, nameEn: true, logoMediaId: true },
    }),
    db.user.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.customerUserId))] } }, select: { id: true, firstName: true, lastName: true } }),
    subjects(rows),
  ]);
  const logos = await mediaUrls(vendors.map((v) => v.logoMediaId));
  const vendorById = new Map(vendors.map((v) => [v.id, v]));
  const customerById = new Map(customers.map((c) => [c.id, c]));
  return Promise.all(
    rows.map(async (row) => {
      const vendor = vendorById.get(row.vendorId)!;
      const customer = customerById.get(row.customerUserId)!;
      const [last, unread, unlocked] = await Promise.all([
        db.conversationMessage.findFirst({ where: { conversationId: row.id }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
        unreadCount(row.id, viewer),
        contactDetailsUnlocked(row.customerUserId, row.vendorId),
      ]);
      const mine = last?.senderSide === viewer.side;
      return {
        id: row.id,
        vendor: {
          id: vendor.id,
          name: vendorName(vendor, locale),
          slug: vendor.slug,
          logo_url: vendor.logoMediaId ? (logos.get(vendor.logoMediaId) ?? null) : null,
        },
        customer: { id: customer.id, name: customerName(customer) },
        context: { type: row.contextType as ConversationView["context"]["type"], id: row.contextId === "" ? null : row.contextId },
        subject: subjectById.get(row.id) ?? null,
        last_message: last
          ? { body_preview: preview(bodyFor(last.body, mine, unlocked)), sender: mine ? "me" : "them", created_at: last.createdAt.toISOString() }
          : null,
        last_message_at: last ? last.createdAt.toISOString() : null,
        unread_count: unread,
      };
    }),
  );
}

export async function messageViews(conversation: Conversation, rows: ConversationMessage[], viewer: Viewer, locale: Locale): Promise<MessageView[]> {
  if (rows.length === 0) return [];
  const [vendor, customer, unlocked, media] = await Promise.all([
    db.vendor.findUniqueOrThrow({ where: { id: conversation.vendorId }, select: { nameAr: true, nameEn: true } }),
    db.user.findUniqueOrThrow({ where: { id: conversation.customerUserId }, select: { firstName: true, lastName: true } }),
    contactDetailsUnlocked(conversation.customerUserId, conversation.vendorId),
    db.media.findMany({
      where: { context: "message_attachment", subjectId: { in: rows.map((r) => r.id) }, status: "ready" },
      orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
    }),
  ]);
  const urls = await mediaUrls(media.map((m) => m.id));
  return rows.map((row) => {
    const mine = row.senderSide === viewer.side;
    return {
      id: row.id,
      sender: row.senderSide === "vendor" ? { type: "vendor", name: vendorName(vendor, locale) } : { type: "customer", name: customerName(customer) },
      mine,
      body: bodyFor(row.body, mine, unlocked),
      attachments: media
        .filter((m) => m.subjectId === row.id && urls.has(m.id))
        .map((m) => ({ id: m.id, url: urls.get(m.id)!, mime_type: m.mimeType ?? m.declaredMime, name: m.filename })),
      created_at: row.createdAt.toISOString(),
    };
  });
}
