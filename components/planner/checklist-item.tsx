"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useDates } from "@/components/ui/format";
import { enc, useApiMutation } from "@/components/ui/use-api";
import { Link } from "@/i18n/navigation";
import { PLANNER_CHANGES, type ChecklistItem } from "./types";

// One task: tick or untick, its due date (or how long before the event),
// and for a task of a category a search and a quote request for it.

export function ChecklistRow({ eventId, eventDate, item }: { eventId: string; eventDate: string | null; item: ChecklistItem }) {
  const t = useTranslations("planner.checklist");
  const dates = useDates();
  const patch = useApiMutation("patch", "/events/{id}/checklist/items/{itemId}", { invalidates: PLANNER_CHANGES });
  const remove = useApiMutation("delete", "/events/{id}/checklist/items/{itemId}", { invalidates: PLANNER_CHANGES });
  const path = { id: eventId, itemId: item.id };
  // The box follows the click at once; the saved answer then takes over (a failure puts it back).
  const [clicked, setClicked] = useState<boolean | null>(null);
  const done = clicked ?? item.done;
  const search = item.category ? `/search?category=${enc(item.category.slug)}${eventDate ? `&date=${eventDate}` : ""}` : null;
  return (
    <li className={`planner-item${item.done ? " planner-item--done" : ""}`} data-testid="checklist-item" data-done={item.done}>
      <input
        type="checkbox"
        id={`item-${item.id}`}
        checked={done}
        disabled={patch.isPending}
        aria-label={t("doneLabel", { title: item.title })}
        onChange={(e) => {
          setClicked(e.target.checked);
          patch.mutate({ path, body: { done: e.target.checked } }, { onSettled: () => setClicked(null) });
        }}
      />
      <div className="planner-item__body">
        <label htmlFor={`item-${item.id}`} className="planner-item__title" dir="auto">
          {item.title}
        </label>
        <div className="planner-item__meta">
          {item.due_date ? <span>{t("due", { date: dates.date(item.due_date) })}</span> : <span>{t("noDate")}</span>}
          {item.days_before !== null && <span>{t("daysBefore", { days: item.days_before })}</span>}
          {item.overdue && <span className="planner-item__overdue">{t("overdue")}</span>}
          {item.done_by === "marketplace" && <span data-testid="checklist-by-marketplace">{t("byMarketplace")}</span>}
        </div>
        {item.category && !item.done && (
          <div className="planner-item__links">
            <Link href={search!}>{t("search")}</Link>
            <Link href={`/account/rfqs/new?event=${enc(eventId)}&category=${enc(item.category.id)}`}>{t("requestQuote")}</Link>
          </div>
        )}
        <div>
          <Button variant="secondary" aria-label={t("removeItem", { title: item.title })} disabled={remove.isPending} onClick={() => remove.mutate({ path })}>
            {t("remove")}
          </Button>
        </div>
      </div>
    </li>
  );
}
