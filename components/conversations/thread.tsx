"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useLayoutEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/components/ui/format";
import { ErrorText } from "@/components/ui/error-text";
import { useViewer } from "@/components/ui/viewer-context";
import { Link, useRouter } from "@/i18n/navigation";
import { Composer } from "./composer";
import { SideGate } from "./side-gate";
import { useSubjectLine } from "./subject-line";
import { BOOKINGS_BASE, MESSAGES_BASE, type Message, type Side } from "./types";
import { statusOf } from "@/components/ui/use-api";
import { useConversation, useMarkConversationRead, useThreadMessages } from "./use-conversations";
import "./conversations.css";
import { Code, Name } from "@/components/ui/names";

const READ_REFRESH_MS = 20_000;

function Bubble({ message }: { message: Message }) {
  const locale = useLocale();
  return (
    <li className={message.mine ? "cv-msg cv-msg--mine" : "cv-msg"} data-testid="message" data-mine={message.mine ? "true" : "false"}>
      <div className="cv-msg__bubble">
        {message.body && (
          <p className="cv-msg__body" dir="auto" data-user-text="">
            {message.body}
          </p>
        )}
        {message.attachments.map((a) =>
          a.mime_type.startsWith("image/") ? (
            <a key={a.id} href={a.url} target="_blank" rel="noreferrer" className="cv-msg__image">
              <img src={a.url} alt={a.name} loading="lazy" />
            </a>
          ) : (
            <a key={a.id} href={a.url} target="_blank" rel="noreferrer" className="cv-msg__file">
              📄 <Code>{a.name}</Code>
            </a>
          ),
        )}
        <time className="cv-msg__time" dateTime={message.created_at}>
          {formatTime(message.created_at, locale)}
        </time>
      </div>
    </li>
  );
}

function ThreadBody({ id, side }: { id: string; side: Side }) {
  const t = useTranslations("conversations");
  const viewer = useViewer();
  const router = useRouter();
  const conversation = useConversation(id);
  const messages = useThreadMessages(id, conversation.isSuccess);
  const markRead = useMarkConversationRead(id);
  const subjectLine = useSubjectLine();
  const listRef = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  const lastSeen = useRef<string | null>(null);

  const notFound = statusOf(conversation.error) === 404;
  // A vendor member following a customer-side link (or the reverse) lands on the side that holds the thread.
  useEffect(() => {
    if (notFound && side === "customer" && viewer?.vendor) router.replace(`${MESSAGES_BASE.vendor}/${id}`);
  }, [notFound, side, viewer, router, id]);

  // Newest first from the API; shown oldest at the top, newest at the bottom.
  const shown = messages.data ? [...messages.data.pages.flatMap((p) => p.items)].reverse() : [];
  const newest = shown.at(-1)?.id ?? null;

  // Marks the thread read when it opens, whenever a new message arrives while it is open, and at least every
  // READ_REFRESH_MS while it stays visible: the server skips notifying a side that read the thread in the last 30 s.
  const lastRead = useRef(0);
  useEffect(() => {
    if (!messages.isSuccess || document.visibilityState !== "visible") return;
    if (newest === lastSeen.current && Date.now() - lastRead.current < READ_REFRESH_MS) return;
    lastSeen.current = newest;
    lastRead.current = Date.now();
    markRead.mutate();
  }, [messages.isSuccess, messages.dataUpdatedAt, newest, markRead]);

  useLayoutEffect(() => {
    const el = listRef.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [newest, shown.length]);

  if (conversation.isPending) return <p role="status">{t("loading")}</p>;
  if (conversation.isError) {
    return <ErrorText testId="thread-error">{notFound ? t("errors.notFound") : t("errors.load")}</ErrorText>;
  }
  const c = conversation.data.data;
  const other = side === "customer" ? c.vendor.name : c.customer.name;
  // A thread opened from a booking says so and links back to it (docs/conversations.md).
  const bookingId = c.context.type === "booking" ? c.context.id : null;
  const subject = subjectLine(c);
  return (
    <div className="cv-thread" data-testid="thread">
      <header className="cv-thread__head">
        <Link href={MESSAGES_BASE[side]} className="cv-back" data-testid="thread-back">
          <span aria-hidden="true" className="cv-back__arrow">
            ‹
          </span>{" "}
          {t("thread.back")}
        </Link>
        <div className="cv-thread__heading">
          <h2 className="cv-thread__title" data-testid="thread-title">
            {side === "customer" ? (
              <Link href={`/vendors/${c.vendor.slug}`}>
                <Name>{other}</Name>
              </Link>
            ) : (
              <Name>{other}</Name>
            )}
          </h2>
          {subject && (
            <p className="cv-thread__subject" dir="auto" data-testid="thread-subject">
              {subject}
            </p>
          )}
        </div>
        {bookingId && (
          <Link href={`${BOOKINGS_BASE[side]}/${bookingId}`} className="cv-thread__context" data-testid="thread-context">
            {t("thread.aboutBooking")}
          </Link>
        )}
      </header>
      <ol
        ref={listRef}
        className="cv-messages"
        aria-label={t("thread.messagesLabel", { name: other })}
        aria-live="polite"
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        }}
        data-testid="messages"
      >
        {messages.hasNextPage && (
          <li className="cv-older">
            <Button variant="secondary" onClick={() => messages.fetchNextPage()} disabled={messages.isFetchingNextPage} data-testid="thread-older">
              {t("thread.older")}
            </Button>
          </li>
        )}
        {messages.isPending && (
          <li role="status" className="cv-older">
            {t("loading")}
          </li>
        )}
        {messages.isSuccess && shown.length === 0 && <li className="cv-empty">{t(bookingId ? "thread.emptyBooking" : "thread.empty", { name: other })}</li>}
        {shown.map((m) => (
          <Bubble key={m.id} message={m} />
        ))}
      </ol>
      <p className="cv-thread__note">{t(bookingId ? "thread.bookingPrivacy" : "thread.privacy")}</p>
      <Composer
        conversationId={id}
        onSent={() => {
          stick.current = true;
        }}
      />
    </div>
  );
}

/** One conversation: messages (newest at the bottom, own ones on the inline-end side), "load older", the composer; polled while visible. */
export function Thread({ id, side }: { id: string; side: Side }) {
  return (
    <SideGate side={side}>
      <ThreadBody id={id} side={side} />
    </SideGate>
  );
}
