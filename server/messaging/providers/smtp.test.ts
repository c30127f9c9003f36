import { createServer, type AddressInfo, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MessagingProviderError } from "../types";
import { createSmtpProvider } from "./smtp";

// A tiny SMTP server on the loopback interface (no package needed): enough of
// RFC 5321 for nodemailer to deliver one message per connection. Recipients
// containing "reject" get a permanent 550, "later" a temporary 451.
type Received = { from: string; to: string[]; data: string };
const received: Received[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    let current: Received = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 test.local ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          reply(`250 2.0.0 Ok: queued as Q${received.length}`);
          continue;
        }
        const nl = buffer.indexOf("\r\n");
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 test.local");
        else if (verb === "MAIL") {
          current = { from: line.slice(10).trim(), to: [], data: "" };
          reply("250 2.1.0 Ok");
        } else if (verb === "RCPT") {
          if (line.includes("reject")) reply("550 5.1.1 Recipient address rejected: User unknown");
          else if (line.includes("later")) reply("451 4.7.1 Greylisted, try again later");
          else {
            current.to.push(line.slice(8).trim());
            reply("250 2.1.5 Ok");
          }
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "RSET" || verb === "NOOP") reply("250 Ok");
        else if (verb === "QUIT") {
          reply("221 Bye");
          socket.end();
          return;
        } else reply("502 5.5.2 Command not recognized");
      }
    });
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const message = (to: string) => ({ to, subject: "تأكيد البريد", text: "رمزك 123456", template: "otp.email_verify", locale: "ar" as const });

describe("SMTP adapter against an in-process SMTP server", () => {
  it("delivers the message and resolves with the Message-ID the server received", async () => {
    const provider = createSmtpProvider({ url, from: "Events <no-reply@events.test>" });
    const { messageId } = await provider.send(message("guest@example.com"));
    expect(messageId).toMatch(/^<.+@events\.test>$/);
    const last = received.at(-1);
    expect(last?.from).toBe("<no-reply@events.test>");
    expect(last?.to).toEqual(["<guest@example.com>"]);
    expect(last?.data).toContain(`Message-ID: ${messageId}`);
    expect(last?.data).toContain("Content-Language: ar");
  });

  it("maps a 550 reply to a final failure and a 451 reply to a retryable one", async () => {
    const provider = createSmtpProvider({ url, from: "no-reply@events.test" });
    const rejected = await provider.send(message("reject@example.com")).catch((e: unknown) => e);
    expect(rejected).toBeInstanceOf(MessagingProviderError);
    expect(rejected).toMatchObject({ status: 550, retryable: false });
    expect((rejected as Error).message).toContain("User unknown");

    const greylisted = await provider.send(message("later@example.com")).catch((e: unknown) => e);
    expect(greylisted).toMatchObject({ status: 451, retryable: true });
  });
});
