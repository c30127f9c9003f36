"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ErrorLine } from "@/components/ui/states";
import { useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { GUEST_CHANGES } from "./types";
import { Actions } from "@/components/ui/layout";

/**
 * Offers the guest list's current head count as the event's expected guests
 * (what an RFQ sends vendors), when it differs: the customer's choice, never
 * automatic. Nothing shows while nobody has said yes.
 */
export function HeadCountOffer({ eventId, guestsExpected }: { eventId: string; guestsExpected: number | null }) {
  const t = useTranslations("planner.guests");
  const list = useApiQuery("/events/{id}/guests", { path: { id: eventId } });
  const apply = useApiMutation("post", "/events/{id}/guests/apply-head-count", { invalidates: GUEST_CHANGES });
  const heads = list.data?.meta.totals.head_count ?? 0;
  if (apply.isSuccess)
    return (
      <p className="notice" role="status">
        {t("applied", { count: apply.data.data.guests_expected ?? heads })}
      </p>
    );
  if (heads < 1 || heads === guestsExpected) return null;
  return (
    <Actions as="p" data-testid="head-count-offer">
      <Button variant="secondary" disabled={apply.isPending} onClick={() => apply.mutate({ path: { id: eventId } })}>
        {t("applyHeadCount", { count: heads })}
      </Button>
      <ErrorLine error={apply.error} />
    </Actions>
  );
}
