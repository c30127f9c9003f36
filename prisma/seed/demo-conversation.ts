import type { PrismaClient } from "../../server/core/db/generated/client";
import { freezeClock, resetClock } from "../../server/core/clock";
import type { RequestContext } from "../../server/core/http/request-context";
import { sendMessage } from "../../server/conversations/send-message";
import { startConversation } from "../../server/conversations/start";

// One inquiry between the demo customer and the demo vendor owner's vendor,
// written through the conversation services as the two people would, so the
// messages pages, the bell and the inbox show real data on a fresh .data: the
// MessageSent events wait in the outbox and become "message.received"
// notifications as soon as the app's outbox poller runs. Only once.

const HOUR = 3_600_000;

export async function seedDemoConversation(
  db: PrismaClient,
  people: { customerId: string; vendorOwnerId: string; vendorSlug: string },
  contextFor: (userId: string, activeContext: string) => RequestContext,
): Promise<void> {
  const vendor = await db.vendor.findUniqueOrThrow({ where: { slug: people.vendorSlug }, select: { id: true } });
  if (await db.conversation.findFirst({ where: { customerUserId: people.customerId, vendorId: vendor.id } })) return;
  const customer = contextFor(people.customerId, "customer");
  const owner = contextFor(people.vendorOwnerId, `vendor:${vendor.id}`);
  // An hour apart, so neither side counts as reading the thread when the other writes.
  const clock = freezeClock(new Date(Date.now() - 3 * HOUR));
  try {
    const { conversation } = await startConversation(
      { vendor_id: vendor.id, message: "السلام عليكم، هل القاعة متاحة يوم ١٨ ديسمبر لحفل زفاف بحضور ٣٠٠ ضيف؟" },
      customer,
    );
    clock.advance(HOUR);
    await sendMessage(conversation.id, { body: "وعليكم السلام، نعم متاحة. نرسل لك تفاصيل الباقات، وننصح بطلب عرض سعر لتثبيت الموعد." }, owner);
  } finally {
    resetClock();
  }
}
