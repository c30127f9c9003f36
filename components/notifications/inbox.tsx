"use client";

import { useLocale, useTranslations } from "next-intl";
import { textDir } from "./text-dir";
import { Button, LinkButton } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { useViewer } from "@/components/ui/viewer-context";
import { useRouter } from "@/i18n/navigation";
import { notificationHref } from "./links";
import { timeAgo } from "./time-ago";
import { useMarkRead, useNotificationPages } from "./use-notifications";
import "./notifications.css";

/** The full inbox (/account/notifications): newest first, read and unread, "load more" by cursor, mark all read. */
export function NotificationInbox() {
  const t = useTranslations("notifications.inbox");
  const locale = useLocale();
  const viewer = useViewer();
  const router = useRouter();
  const pages = useNotificationPages();
  const markRead = useMarkRead();

  if (pages.isPending) return <p role="status">{t("loading")}</p>;
  if (pages.isError) {
    return <ErrorText>{t("error")}</ErrorText>;
  }
  const items = pages.data.pages.flatMap((p) => p.data);
  const unread = pages.data.pages[0]?.meta.unread_count ?? 0;
  return (
    <>
      <div className="nt-toolbar">
        <p role="status" data-testid="inbox-unread">
          {unread > 0 ? t("unreadCount", { count: unread }) : t("allRead")}
        </p>
        <div className="nt-toolbar__actions">
          <LinkButton href="/account/notifications/preferences" variant="secondary">
            {t("preferences")}
          </LinkButton>{" "}
          {unread > 0 && (
            <Button onClick={() => markRead.mutate({ body: {} })} disabled={markRead.isPending} data-testid="inbox-mark-all">
              {t("markAll")}
            </Button>
          )}
        </div>
      </div>
      {items.length === 0 ? (
        <p className="notice" data-testid="inbox-empty">
          {t("empty")}
        </p>
      ) : (
        <ul className="nt-list nt-inbox" data-testid="inbox-list">
          {items.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                className={n.read_at ? "nt-item" : "nt-item nt-item--unread"}
                data-testid="inbox-item"
                data-unread={n.read_at ? undefined : "true"}
                onClick={() => {
                  if (!n.read_at) markRead.mutate({ body: { ids: [n.id] } });
                  const href = notificationHref(n, viewer);
                  if (href !== "/account/notifications") router.push(href);
                }}
              >
                {n.read_at ? (
                  <span className="nt-dot" style={{ visibility: "hidden" }} aria-hidden="true" />
                ) : (
                  <span className="nt-dot" aria-label={t("unread")} />
                )}
                <span className="nt-item__text">
                  {/* The texts are sentences of the page's language with names isolated inside them
                      (server/notifications/params.ts): laid out in its direction, never guessed from the first name. */}
                  <span className="nt-item__title" dir={textDir(locale)}>
                    {n.title}
                  </span>
                  {n.body && (
                    <span className="nt-item__body" dir={textDir(locale)}>
                      {n.body}
                    </span>
                  )}
                  <time className="nt-item__time" dateTime={n.created_at}>
                    {timeAgo(n.created_at, locale)}
                  </time>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {pages.hasNextPage && (
        <div className="nt-more">
          <Button variant="secondary" onClick={() => pages.fetchNextPage()} disabled={pages.isFetchingNextPage} data-testid="inbox-more">
            {pages.isFetchingNextPage ? t("loading") : t("more")}
          </Button>
        </div>
      )}
    </>
  );
}
