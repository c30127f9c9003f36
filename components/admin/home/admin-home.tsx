"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatTime } from "@/components/ui/format";
import { LoadFailed, Loading } from "@/components/ui/states";
import { useApiQuery } from "@/components/ui/use-api";
import { formatCount, formatMoney } from "@/components/ui/money";
import { Link } from "@/i18n/navigation";
import { queueHref, type AdminQueue } from "./queue-links";
import "./admin-home.css";

// The admin landing page: the caller's roles and the work queues those roles
// open (GET /admin/home counts them on the server, by permission), the ones
// with something waiting first.

function QueueCard({ queue }: { queue: AdminQueue }) {
  const t = useTranslations("homes.admin");
  const locale = useLocale();
  const waiting = queue.count > 0;
  return (
    <li className={`card admin-queue${waiting ? " admin-queue--waiting" : ""}`} data-testid="admin-queue" data-queue={queue.key} data-count={queue.count}>
      <p className="admin-queue__count" aria-hidden="true">
        {formatCount(queue.count, locale)}
      </p>
      <div className="admin-queue__body">
        <h3>
          <Link href={queueHref(queue)} data-testid="admin-queue-link">
            {t(`queues.${queue.key}.title`)}
            <span className="visually-hidden">: {t("countLabel", { count: queue.count })}</span>
          </Link>
        </h3>
        <p className="admin-queue__hint">{waiting ? t(`queues.${queue.key}.hint`) : t("nothing")}</p>
        {waiting && queue.amount && <p className="admin-queue__meta">{t("amount", { amount: formatMoney(queue.amount, locale) })}</p>}
        {waiting && queue.oldest_at && <p className="admin-queue__meta">{t("oldest", { time: formatTime(queue.oldest_at, locale) })}</p>}
      </div>
    </li>
  );
}

export function AdminHome() {
  const t = useTranslations("homes.admin");
  const tr = useTranslations("homes.roles");
  const home = useApiQuery("/admin/home", {});
  if (home.isPending) return <Loading />;
  if (home.isError) return <LoadFailed error={home.error} />;
  const { roles } = home.data.data;
  const queues = home.data.data.queues as AdminQueue[];
  const waiting = queues.filter((q) => q.count > 0);
  const clear = queues.filter((q) => q.count === 0);
  return (
    <div className="admin-home" data-testid="admin-home">
      <p className="lead" data-testid="admin-roles">
        {roles.length ? t("roles", { roles: roles.map((r) => tr(r as "admin_super")).join(t("and")) }) : t("noRole")}
      </p>
      <h2>{t("queuesTitle")}</h2>
      {queues.length === 0 && <p className="notice">{t("noQueues")}</p>}
      {queues.length > 0 && waiting.length === 0 && (
        <p className="notice" data-testid="admin-all-clear">
          {t("allClear")}
        </p>
      )}
      <ul className="admin-queues">
        {[...waiting, ...clear].map((q) => (
          <QueueCard key={q.key} queue={q} />
        ))}
      </ul>
    </div>
  );
}
