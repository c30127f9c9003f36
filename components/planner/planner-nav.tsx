"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { enc } from "@/components/ui/use-api";
import "./planner.css";

// The event's planner pages as tabs: back to the event, then its budget, checklist, guests and timeline.

type Tab = "budget" | "checklist" | "guests" | "timeline";

export function PlannerNav({ eventId, current }: { eventId: string; current: Tab }) {
  const t = useTranslations("planner.nav");
  const base = `/account/events/${enc(eventId)}`;
  const tabs: [Tab, string][] = [
    ["budget", t("budget")],
    ["checklist", t("checklist")],
    ["guests", t("guests")],
    ["timeline", t("timeline")],
  ];
  return (
    <nav className="planner-tabs" aria-label={t("label")}>
      <Link href={base}>{t("back")}</Link>
      {tabs.map(([tab, label]) => (
        <Link
          key={tab}
          href={`${base}/${tab}`}
          aria-current={tab === current ? "page" : undefined}
          className={tab === current ? "planner-tabs__current" : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
