import { config } from "../../core/config";
import { newId } from "../../core/ids";
import type { EmailProvider, PushProvider, SmsProvider } from "../types";

// The embedded default. "Sending" is storing: `send.ts` writes an
// `outbound_messages` row for every message whatever the provider, and while
// both channels use this provider the rows are readable at
// `GET /api/v1/dev/outbox` and `/dev/outbox`.

function note(line: string): void {
  if (config().NODE_ENV === "development") console.info(`[messaging:log] ${line} (see /dev/outbox)`);
}

export const logEmailProvider: EmailProvider = {
  name: "log",
  async send(m) {
    note(`email ${m.template} to ${m.to}: ${m.subject}`);
    return { messageId: `log-${newId()}` };
  },
};

export const logSmsProvider: SmsProvider = {
  name: "log",
  async send(m) {
    note(`sms ${m.template} to ${m.to}`);
    return { messageId: `log-${newId()}` };
  },
};

export const logPushProvider: PushProvider = {
  name: "log",
  async send(m) {
    note(`push ${m.template} to ${m.platform} device: ${m.title}`);
    return { messageId: `log-${newId()}` };
  },
};
