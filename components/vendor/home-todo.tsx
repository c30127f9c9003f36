"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatDay, formatTime } from "@/components/ui/format";
import { Link } from "@/i18n/navigation";
import type { VendorHome } from "./home-types";
import { formatCount, formatMoney } from "@/components/ui/money";
import "./home.css";

// The vendor's to-do list: what waits for the vendor, most urgent first in
// each part (RFQs by expiry, counters by age, RFQs whose day the calendar no
// longer has room for by date, bookings by date, reviews by age).

type Part = { key: string; title: string; count: number; empty: string; href: string; children: ReactNode };

function TodoPart({ part }: { part: Part }) {
  const t = useTranslations("homes.vendor");
  const locale = useLocale();
  return (
    <section className="card vendor-todo__part" aria-labelledby={`todo-${part.key}`} data-testid={`todo-${part.key}`} data-count={part.count}>
      <h3 id={`todo-${part.key}`}>
        {part.title} <span className="badge">{formatCount(part.count, locale)}</span>
      </h3>
      {part.count === 0 ? <p className="admin-muted">{part.empty}</p> : <ul className="vendor-todo__list">{part.children}</ul>}
      {part.count > 0 && (
        <p>
          <Link href={part.href}>{t("more", { count: part.count })}</Link>
        </p>
      )}
    </section>
  );
}

export function VendorTodo({ todo }: { todo: VendorHome["todo"] }) {
  const t = useTranslations("homes.vendor");
  const locale = useLocale();
  const money = (m: { amount: string; currency: string }) => formatMoney(m, locale);
  const parts: Part[] = [];
  if (todo.bookings_to_confirm)
    parts.push({
      key: "confirm",
      title: t("confirm.title"),
      count: todo.bookings_to_confirm.count,
      empty: t("confirm.empty"),
      href: "/vendor/bookings",
      children: todo.bookings_to_confirm.items.map((b) => (
        <li key={b.booking_id} data-testid="todo-confirm">
          <Link href={`/vendor/bookings/${b.booking_id}`}>
            <bdi dir="auto">{b.title}</bdi>
          </Link>{" "}
          <bdi dir="ltr" className="admin-muted">
            {b.reference}
          </bdi>
          <div className="admin-muted">{t("confirm.by", { time: formatTime(b.confirm_by, locale), date: formatDay(b.service_date, locale) })}</div>
        </li>
      )),
    });
  if (todo.rfqs_to_answer)
    parts.push({
      key: "rfqs",
      title: t("rfqs.title"),
      count: todo.rfqs_to_answer.count,
      empty: t("rfqs.empty"),
      href: "/vendor/rfqs",
      children: todo.rfqs_to_answer.items.map((r) => (
        <li key={r.rfq_id} data-testid="todo-rfq">
          <Link href={`/vendor/rfqs/${r.rfq_id}`}>
            <bdi dir="auto">{r.title}</bdi>
          </Link>
          {!r.seen && <span className="badge">{t("rfqs.new")}</span>}
          <div className="admin-muted">
            {t("rfqs.expires", { time: formatTime(r.expires_at, locale) })}
            {r.event_date && <> · {t("rfqs.event", { date: formatDay(r.event_date, locale) })}</>}
          </div>
        </li>
      )),
    });
  if (todo.counters_waiting)
    parts.push({
      key: "counters",
      title: t("counters.title"),
      count: todo.counters_waiting.count,
      empty: t("counters.empty"),
      href: "/vendor/rfqs",
      children: todo.counters_waiting.items.map((q) => (
        <li key={q.quote_id} data-testid="todo-counter">
          <Link href={`/vendor/rfqs/${q.rfq_id}`}>
            <bdi dir="auto">{q.title}</bdi>
          </Link>
          <div className="admin-muted">
            {q.proposed ? t("counters.offer", { proposed: money(q.proposed), quoted: money(q.quoted) }) : t("counters.requote", { quoted: money(q.quoted) })}
          </div>
        </li>
      )),
    });
  if (todo.rfq_conflicts)
    parts.push({
      key: "conflicts",
      title: t("conflicts.title"),
      count: todo.rfq_conflicts.count,
      empty: t("conflicts.empty"),
      href: "/vendor/rfqs",
      children: todo.rfq_conflicts.items.map((c) => (
        <li key={c.rfq_id} data-testid="todo-conflict" data-reason={c.reason}>
          <Link href={`/vendor/rfqs/${c.rfq_id}`}>
            <bdi dir="auto">{c.title}</bdi>
          </Link>
          <div className="admin-muted">
            {t("conflicts.on", { date: formatDay(c.date, locale), reason: t(`conflicts.reason.${c.reason}`) })}
            {c.quoted && <> · {t("conflicts.quoted")}</>}
          </div>
        </li>
      )),
    });
  if (todo.bookings_this_week)
    parts.push({
      key: "bookings",
      title: t("bookings.title"),
      count: todo.bookings_this_week.count,
      empty: t("bookings.empty", { to: formatDay(todo.bookings_this_week.to, locale) }),
      href: "/vendor/bookings",
      children: todo.bookings_this_week.items.map((b) => (
        <li key={b.booking_id} data-testid="todo-booking">
          <Link href={`/vendor/bookings/${b.booking_id}`}>
            <bdi dir="auto">{b.title}</bdi>
          </Link>{" "}
          <bdi dir="ltr" className="admin-muted">
            {b.reference}
          </bdi>
          <div className="admin-muted">
            {b.event_time
              ? t("bookings.at", { date: formatDay(b.service_date, locale), time: b.event_time })
              : t("bookings.on", { date: formatDay(b.service_date, locale) })}
          </div>
        </li>
      )),
    });
  if (todo.reviews_to_reply)
    parts.push({
      key: "reviews",
      title: t("reviews.title"),
      count: todo.reviews_to_reply.count,
      empty: t("reviews.empty"),
      href: "/vendor/reviews",
      children: todo.reviews_to_reply.items.map((r) => (
        <li key={r.review_id} data-testid="todo-review">
          <Link href="/vendor/reviews">{r.title ? <bdi dir="auto">{r.title}</bdi> : t("reviews.untitled")}</Link>
          {r.rating !== null && <div className="admin-muted">{t("reviews.rating", { rating: r.rating })}</div>}
        </li>
      )),
    });
  const waiting = parts.some((p) => p.count > 0);
  return (
    <section className="vendor-todo" aria-labelledby="todo-title" data-testid="vendor-todo">
      <h2 id="todo-title">{t("todoTitle")}</h2>
      {!waiting && <p className="notice">{t("todoEmpty")}</p>}
      <div className="vendor-cards vendor-todo__parts">
        {[...parts.filter((p) => p.count > 0), ...parts.filter((p) => p.count === 0)].map((p) => (
          <TodoPart key={p.key} part={p} />
        ))}
      </div>
    </section>
  );
}
