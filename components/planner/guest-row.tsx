"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { StatusBadge } from "@/components/ui/states";
import { useApiMutation } from "@/components/ui/use-api";
import { GuestForm } from "./guest-form";
import { GUEST_CHANGES, type Guest } from "./types";

// One guest: answer and head count, and the link actions (copy, WhatsApp,
// revoke, new link), edit and remove.

export function GuestRow({ eventId, guest }: { eventId: string; guest: Guest }) {
  const t = useTranslations("planner.guests");
  const [editing, setEditing] = useState(false);
  const [copied, setCopied] = useState(false);
  const path = { id: eventId, guestId: guest.id };
  const remove = useApiMutation("delete", "/events/{id}/guests/{guestId}", { invalidates: GUEST_CHANGES });
  const revoke = useApiMutation("delete", "/events/{id}/guests/{guestId}/rsvp-link", { invalidates: GUEST_CHANGES });
  const renew = useApiMutation("post", "/events/{id}/guests/{guestId}/rsvp-link", { invalidates: GUEST_CHANGES });
  if (editing) return <li className="card"><GuestForm eventId={eventId} guest={guest} onDone={() => setEditing(false)} /></li>;
  const { rsvp } = guest;
  return (
    <li className="card" data-testid="guest-row">
      <p>
        <strong dir="auto">{guest.name}</strong> <StatusBadge status={rsvp.status} label={t(`rsvp.${rsvp.status}`)} />{" "}
        {rsvp.head_count !== null && rsvp.status !== "no" && <span className="ev-muted" data-testid="guest-head-count">{t("headCountOf", { count: rsvp.head_count })}</span>}
      </p>
      <p className="ev-muted">
        {[guest.side && t(`sides.${guest.side}`), guest.group, guest.plus_ones ? `+${guest.plus_ones}` : null].filter(Boolean).join(" · ")}
        {guest.phone && (
          <>
            {" · "}
            <bdi dir="ltr">{guest.phone}</bdi>
          </>
        )}
      </p>
      <p className="ev-actions">
        {rsvp.link ? (
          <>
            <button
              type="button"
              className="button button-secondary"
              data-testid="guest-copy-link"
              data-link={rsvp.link}
              onClick={() => navigator.clipboard?.writeText(rsvp.link!).then(() => setCopied(true), () => setCopied(false))}
            >
              {copied ? t("copied") : t("copyLink")}
            </button>
            {rsvp.whatsapp_url && (
              <a className="button button-secondary" href={rsvp.whatsapp_url} target="_blank" rel="noopener noreferrer">
                {t("whatsapp")}
              </a>
            )}
            <button type="button" className="button button-secondary" onClick={() => window.confirm(t("revokeConfirm")) && revoke.mutate({ path })}>
              {t("revoke")}
            </button>
          </>
        ) : (
          <>
            <span className="ev-muted">{t("linkRevoked")}</span>{" "}
            <button type="button" className="button button-secondary" onClick={() => renew.mutate({ path })}>
              {t("newLink")}
            </button>
          </>
        )}
        <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
          {t("edit")}
        </button>
        <button type="button" className="button button-secondary" onClick={() => window.confirm(t("removeConfirm")) && remove.mutate({ path })}>
          {t("remove")}
        </button>
      </p>
    </li>
  );
}
