"use client";

import { useLocale, useTranslations } from "next-intl";
import { timeAgo } from "@/components/notifications/time-ago";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/components/ui/format";
import { Link } from "@/i18n/navigation";
import { SideGate } from "./side-gate";
import { useSubjectLine } from "./subject-line";
import { MESSAGES_BASE, type Conversation, type Side } from "./types";
import { useConversationList } from "./use-conversations";
import { Name, WithNames } from "@/components/ui/names";
import { ErrorText } from "@/components/ui/error-text";
import "./conversations.css";

/** The last message's preview, as its sender wrote it; "You: …" when it is the reader's own. */
function LastMessage({ preview, mine }: { preview: string; mine: boolean }) {
  const t = useTranslations("conversations");
  const text = preview || t("list.attachment");
  const marked = preview ? [preview] : [];
  return <WithNames text={mine ? t("list.you", { text }) : text} names={marked} />;
}

function Row({ conversation, side, active }: { conversation: Conversation; side: Side; active: boolean }) {
  const t = useTranslations("conversations");
  const locale = useLocale();
  const other = side === "customer" ? conversation.vendor.name : conversation.customer.name;
  const last = conversation.last_message;
  const subject = useSubjectLine()(conversation);
  return (
    <li>
      <Link
        href={`${MESSAGES_BASE[side]}/${conversation.id}`}
        className={["cv-row", conversation.unread_count > 0 && "cv-row--unread", active && "cv-row--active"].filter(Boolean).join(" ")}
        aria-current={active ? "page" : undefined}
        data-testid="conversation-row"
      >
        {side === "customer" && conversation.vendor.logo_url ? (
          <img className="cv-avatar" src={conversation.vendor.logo_url} alt="" width={44} height={44} />
        ) : (
          <span className="cv-avatar cv-avatar--letter" aria-hidden="true" data-name="">
            {other.trim().charAt(0) || "?"}
          </span>
        )}
        <span className="cv-row__main">
          <span className="cv-row__top">
            <Name className="cv-row__name">{other}</Name>
            {conversation.last_message_at && (
              <time className="cv-row__time" dateTime={conversation.last_message_at} title={formatTime(conversation.last_message_at, locale)}>
                {timeAgo(conversation.last_message_at, locale)}
              </time>
            )}
          </span>
          {subject && (
            <span className="cv-row__subject" dir="auto" data-testid="conversation-subject">
              {subject}
            </span>
          )}
          <span className="cv-row__bottom">
            <span className="cv-row__preview" dir="auto">
              {last ? <LastMessage preview={last.body_preview} mine={last.sender === "me"} /> : t("list.noMessages")}
            </span>
            {conversation.unread_count > 0 && (
              <span className="cv-unread" data-testid="conversation-unread" aria-label={t("list.unread", { count: conversation.unread_count })}>
                {conversation.unread_count}
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}

function List({ side, activeId }: { side: Side; activeId?: string }) {
  const t = useTranslations("conversations");
  const list = useConversationList(true);
  if (list.isPending) return <p role="status">{t("loading")}</p>;
  if (list.isError) {
    return <ErrorText>{t("errors.load")}</ErrorText>;
  }
  const items = list.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <div className="notice" data-testid="conversations-empty">
        <p>{t(side === "customer" ? "list.emptyCustomer" : "list.emptyVendor")}</p>
        {side === "customer" && (
          <p>
            <Link href="/search">{t("list.browse")}</Link>
          </p>
        )}
      </div>
    );
  }
  return (
    <>
      <ul className="cv-list" aria-label={t("list.label")} data-testid="conversation-list">
        {items.map((c) => (
          <Row key={c.id} conversation={c} side={side} active={c.id === activeId} />
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="cv-more">
          <Button variant="secondary" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {t("list.more")}
          </Button>
        </div>
      )}
    </>
  );
}

/** The conversations of one side (customer: /account/messages, vendor team: /vendor/messages), newest activity first. */
export function ConversationList({ side, activeId }: { side: Side; activeId?: string }) {
  return (
    <SideGate side={side}>
      <List side={side} activeId={activeId} />
    </SideGate>
  );
}
