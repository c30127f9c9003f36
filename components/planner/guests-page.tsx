"use client";

import { useTranslations } from "next-intl";
import { AccountGate } from "@/components/account/account-gate";
import { Button } from "@/components/ui/button";
import { Empty, ErrorLine, Facts, LoadFailed, Loading } from "@/components/ui/states";
import { useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { GuestForm } from "./guest-form";
import { GuestImport } from "./guest-import";
import { GuestRow } from "./guest-row";
import { GUEST_CHANGES } from "./types";
import { PlannerNav } from "./planner-nav";
import { Actions, DetailPage, Muted, SubList } from "@/components/ui/layout";

// The event's guest list: the RSVP totals (and the head count offered as the
// event's expected guests), adding and importing guests, and each guest's link.

function Guests({ eventId }: { eventId: string }) {
  const t = useTranslations("planner.guests");
  const list = useApiQuery("/events/{id}/guests", { path: { id: eventId } });
  const apply = useApiMutation("post", "/events/{id}/guests/apply-head-count", { invalidates: GUEST_CHANGES });
  if (list.isPending) return <Loading />;
  if (list.isError) return <LoadFailed error={list.error} backHref="/account/events" back={t("back")} />;
  const guests = list.data.data;
  const totals = list.data.meta.totals;
  return (
    <DetailPage data-testid="guests-page">
      <PlannerNav eventId={eventId} current="guests" />
      <Muted>{t("intro")}</Muted>
      <section aria-labelledby="guest-totals" data-testid="guest-totals">
        <h3 id="guest-totals">{t("title")}</h3>
        <Facts
          items={[
            [t("totals.invited"), String(totals.invited)],
            [t("totals.yes"), String(totals.yes)],
            [t("totals.maybe"), String(totals.maybe)],
            [t("totals.no"), String(totals.no)],
            [t("totals.pending"), String(totals.pending)],
            [
              t("totals.headCount"),
              <strong key="h" data-testid="guest-head-total">
                {totals.head_count}
              </strong>,
            ],
          ]}
        />
        {totals.head_count > 0 && (
          <Actions as="p">
            <Button disabled={apply.isPending} onClick={() => apply.mutate({ path: { id: eventId } })} data-testid="guest-apply-head-count">
              {t("applyHeadCount", { count: totals.head_count })}
            </Button>
          </Actions>
        )}
        {apply.isSuccess && (
          <p className="notice" role="status">
            {t("applied", { count: apply.data.data.guests_expected ?? 0 })}
          </p>
        )}
        <ErrorLine error={apply.error} />
      </section>
      <GuestImport eventId={eventId} />
      <section aria-labelledby="guest-add" className="card">
        <h3 id="guest-add">{t("add")}</h3>
        <GuestForm eventId={eventId} onDone={() => undefined} />
      </section>
      {guests.length === 0 ? (
        <Empty text={t("empty")} />
      ) : (
        <SubList data-testid="guest-list">
          {guests.map((g) => (
            <GuestRow key={g.id} eventId={eventId} guest={g} />
          ))}
        </SubList>
      )}
    </DetailPage>
  );
}

export function GuestsPage({ eventId }: { eventId: string }) {
  return <AccountGate>{() => <Guests eventId={eventId} />}</AccountGate>;
}
