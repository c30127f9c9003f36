import type { PrismaClient } from "../../server/core/db/generated/client";
import { newId } from "../../server/core/ids";

// A quote request of the demo customer with a quote from each of two
// wedding halls (the demo vendor owner's and one more), so the customer's
// RFQ page, the compare view and the vendor inbox show real data on a fresh
// .data. Direct inserts like server/test/rfqs.ts (no notifications, no quota
// use). Only once: the event's title marks it.

const DAY = 86_400_000;
const EVENT_TITLE = "حفل زفاف سارة وعبدالله";
export const dateOnly = (d: Date) => new Date(`${d.toISOString().slice(0, 10)}T00:00:00.000Z`);

type Line = { name: string; quantity: number; unit_price: string };

const QUOTES: { lines: Line[]; notes: string; hoursAfterSend: number }[] = [
  {
    lines: [
      { name: "القاعة الكبرى لليلة واحدة", quantity: 1, unit_price: "2200.000" },
      { name: "بوفيه عشاء للضيوف", quantity: 300, unit_price: "4.500" },
    ],
    notes: "يشمل الكوشة الأساسية والإضاءة وخدمة الضيافة حتى منتصف الليل.",
    hoursAfterSend: 5,
  },
  {
    lines: [{ name: "باقة الزفاف الشاملة (قاعة وضيافة وكوشة)", quantity: 1, unit_price: "3350.000" }],
    notes: "الباقة تشمل القاعة والضيافة والكوشة والتصوير الأساسي.",
    hoursAfterSend: 20,
  },
];

export function lineTotal(line: Line): string {
  const [whole, fraction] = line.unit_price.split(".");
  const fils = (Number(whole) * 1000 + Number(fraction)) * line.quantity;
  return `${Math.floor(fils / 1000)}.${String(fils % 1000).padStart(3, "0")}`;
}

function sum(amounts: string[]): string {
  const fils = amounts.reduce((total, a) => total + Math.round(Number(a) * 1000), 0);
  return `${Math.floor(fils / 1000)}.${String(fils % 1000).padStart(3, "0")}`;
}

export async function seedDemoRfqs(db: PrismaClient, people: { customerId: string; vendorSlugs: [string, string] }): Promise<void> {
  if (await db.event.findFirst({ where: { customerUserId: people.customerId, title: EVENT_TITLE }, select: { id: true } })) return;
  const category = await db.category.findUnique({ where: { slug: "wedding-halls" } });
  const city = await db.city.findUnique({ where: { slug: "kuwait-city" } });
  const vendors = await db.vendor.findMany({ where: { slug: { in: people.vendorSlugs } }, select: { id: true, slug: true, ownerUserId: true } });
  if (!category || vendors.length !== 2) return;

  const start = Date.now();
  const sentAt = new Date(start - 2 * DAY);
  const eventDate = dateOnly(new Date(start + 75 * DAY));
  const event = await db.event.create({
    data: {
      id: newId(),
      customerUserId: people.customerId,
      title: EVENT_TITLE,
      eventType: "wedding",
      eventDate,
      eventTime: "20:00",
      guestsExpected: 300,
      budgetTotal: "6000.000",
      cityId: city?.id ?? null,
      createdAt: new Date(start - 3 * DAY),
    },
  });
  const rfqId = newId();
  await db.rfq.create({
    data: {
      id: rfqId,
      eventId: event.id,
      customerUserId: people.customerId,
      categoryId: category.id,
      shape: "module",
      title: "قاعة زفاف لـ 300 ضيف مع الضيافة",
      description: "نبحث عن قاعة زفاف تتسع لـ 300 ضيف مع بوفيه عشاء وكوشة بسيطة، من الساعة 8 مساءً حتى منتصف الليل.",
      budgetIndication: "4000.000",
      showBudget: true,
      neededBy: eventDate,
      status: "quoted",
      sentAt,
      expiresAt: new Date(sentAt.getTime() + 14 * DAY),
      createdAt: sentAt,
    },
  });
  for (const [index, slug] of people.vendorSlugs.entries()) {
    const vendor = vendors.find((v) => v.slug === slug)!;
    const quote = QUOTES[index];
    const submittedAt = new Date(sentAt.getTime() + quote.hoursAfterSend * 3_600_000);
    const validUntil = new Date(submittedAt.getTime() + 7 * DAY);
    const items = quote.lines.map((line) => ({ ...line, line_total: lineTotal(line) }));
    const total = sum(items.map((i) => i.line_total));
    await db.rfqRecipient.create({
      data: { id: newId(), rfqId, vendorId: vendor.id, status: "quoted", sentAt, viewedAt: submittedAt, respondedAt: submittedAt },
    });
    await db.quote.create({
      data: {
        id: newId(),
        rfqId,
        vendorId: vendor.id,
        total,
        validUntil,
        submittedAt,
        firstSubmittedAt: submittedAt,
        createdAt: submittedAt,
        versions: {
          create: {
            id: newId(),
            revision: 1,
            total,
            items,
            deliveryNotes: quote.notes,
            validityDays: 7,
            validUntil,
            createdByUserId: vendor.ownerUserId,
            createdAt: submittedAt,
          },
        },
      },
    });
  }
}
