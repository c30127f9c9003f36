"use client";

import { useTranslations } from "next-intl";
import { useState, type MouseEvent, type ReactNode } from "react";
import { Button, LinkButton } from "@/components/ui/button";
import { StatusBadge } from "@/components/ui/states";
import { useApiMutation } from "@/components/ui/use-api";
import { GuestForm } from "./guest-form";
import { GUEST_CHANGES, type Guest } from "./types";
import { Muted } from "@/components/ui/layout";
import { useConfirm } from "@/components/ui/confirm";
import "./planner.css";

// One guest: answer and head count, one primary action (send the invitation
// on WhatsApp, else copy the link, or a new link once revoked) and the rest
// (copy, revoke, edit, remove) in a small "More" menu: a list of many guests
// on a phone stays a list, not a wall of buttons.

function closeOnChoice(event: MouseEvent<HTMLDetailsElement>) {
  if ((event.target as Element).closest("button")) event.currentTarget.open = false;
}

export function GuestRow({ eventId, guest }: { eventId: string; guest: Guest }) {
  const t = useTranslations("planner.guests");
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const [copied, setCopied] = useState(false);
  const path = { id: eventId, guestId: guest.id };
  const remove = useApiMutation("delete", "/events/{id}/guests/{guestId}", { invalidates: GUEST_CHANGES });
  const revoke = useApiMutation("delete", "/events/{id}/guests/{guestId}/rsvp-link", { invalidates: GUEST_CHANGES });
  const renew = useApiMutation("post", "/events/{id}/guests/{guestId}/rsvp-link", { invalidates: GUEST_CHANGES });
  if (editing)
    return (
      <li className="card">
        <GuestForm eventId={eventId} guest={guest} onDone={() => setEditing(false)} />
      </li>
    );
  const { rsvp } = guest;
  const link = rsvp.link;

  // The same copy action as the card's main button or as an item of its menu.
  const copyLink = {
    "data-testid": "guest-copy-link",
    "data-link": link ?? undefined,
    onClick: () =>
      link &&
      navigator.clipboard?.writeText(link).then(
        () => setCopied(true),
        () => setCopied(false),
      ),
    children: copied ? t("copied") : t("copyLink"),
  };
  let primary: ReactNode;
  if (!link) {
    primary = (
      <Button variant="secondary" onClick={() => renew.mutate({ path })} data-testid="guest-new-link">
        {t("newLink")}
      </Button>
    );
  } else if (rsvp.whatsapp_url) {
    primary = (
      <LinkButton external variant="secondary" href={rsvp.whatsapp_url} target="_blank" rel="noopener noreferrer" data-testid="guest-whatsapp">
        {t("whatsapp")}
      </LinkButton>
    );
  } else {
    primary = <Button variant="secondary" {...copyLink} />;
  }

  return (
    <li className="card guest-card" data-testid="guest-row">
      <p className="guest-card__head">
        <strong dir="auto">{guest.name}</strong> <StatusBadge status={rsvp.status} label={t(`rsvp.${rsvp.status}`)} />{" "}
        {rsvp.head_count !== null && rsvp.status !== "no" && (
          <Muted as="span" data-testid="guest-head-count">
            {t("headCountOf", { count: rsvp.head_count })}
          </Muted>
        )}
      </p>
      <Muted>
        {/* "+2" and the phone read left to right on the Arabic page too. */}
        {[
          guest.side && t(`sides.${guest.side}`),
          guest.group && <bdi key="group">{guest.group}</bdi>,
          guest.plus_ones > 0 && (
            <bdi key="plus" dir="ltr">
              +{guest.plus_ones}
            </bdi>
          ),
          guest.phone && (
            <bdi key="phone" dir="ltr">
              {guest.phone}
            </bdi>
          ),
          !link && t("linkRevoked"),
        ]
          .filter(Boolean)
          .map((part, i) => (
            <span key={i}>
              {i > 0 && " · "}
              {part}
            </span>
          ))}
      </Muted>
      <div className="guest-card__actions">
        {primary}
        {/* A native disclosure: works before script loads; a choice closes it. */}
        <details className="guest-card__more" data-testid="guest-more" onClick={closeOnChoice}>
          <summary aria-label={t("moreActions", { name: guest.name })}>{t("more")}</summary>
          <ul className="guest-card__menu">
            {link && rsvp.whatsapp_url && (
              <li>
                <button type="button" className="guest-card__item" {...copyLink} />
              </li>
            )}
            {link && (
              <li>
                <button
                  type="button"
                  className="guest-card__item"
                  onClick={async () => (await confirm({ title: t("revokeConfirm"), confirmLabel: t("revoke"), danger: true })) && revoke.mutate({ path })}
                >
                  {t("revoke")}
                </button>
              </li>
            )}
            <li>
              <button type="button" className="guest-card__item" onClick={() => setEditing(true)}>
                {t("edit")}
              </button>
            </li>
            <li>
              <button
                type="button"
                className="guest-card__item guest-card__item--danger"
                onClick={async () => (await confirm({ title: t("removeConfirm"), confirmLabel: t("remove"), danger: true })) && remove.mutate({ path })}
              >
                {t("remove")}
              </button>
            </li>
          </ul>
        </details>
      </div>
    </li>
  );
}
