import { randomUUID } from "node:crypto";
import { db } from "../core/db/client";
import { newId } from "../core/ids";
import { inProcessSink, dispatchOutbox } from "../core/outbox/dispatcher";
import { registerNotificationHandlers } from "./handlers";
import { notify, type NotifyInput } from "./notify";

// Test support for this module's tests (and other modules' notification tests).

/** A push token on one of the user's sessions (as POST /notifications/devices stores it). */
export async function addDevice(userId: string, locale: "ar" | "en" = "en", platform: "ios" | "android" | "web" = "android"): Promise<string> {
  const session = await db.session.findFirstOrThrow({ where: { userId }, orderBy: { createdAt: "desc" } });
  const token = `fcm-${randomUUID()}`;
  await db.pushToken.create({ data: { id: newId(), sessionId: session.id, userId, token, platform, locale } });
  return token;
}

/** notify() in a transaction of its own, then the outbox delivered as the runner would after commit. */
export async function notifyAndDeliver(input: NotifyInput): Promise<string> {
  registerNotificationHandlers();
  const { id } = await db.$transaction((tx) => notify(tx, input));
  await dispatchOutbox(inProcessSink);
  return id;
}
