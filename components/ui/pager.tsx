"use client";

import { useTranslations } from "next-intl";
import type { Pagination } from "@/server/core/http/query";
import { Button } from "./button";

export type { Pagination };

/** Previous / next for the admin oversight tables (page-based lists). */
export function AdminPager({ pagination, page, onPage }: { pagination: Pagination | undefined; page: number; onPage: (page: number) => void }) {
  const t = useTranslations("rfqs.admin");
  const pages = pagination?.total_pages ?? 1;
  if (pages <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label={t("pages")}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("previous")}
      </Button>
      <span>{t("page", { page, pages })}</span>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("next")}
      </Button>
    </nav>
  );
}
