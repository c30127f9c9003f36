"use client";

import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { formatCount } from "@/components/ui/money";
import { ErrorText } from "@/components/ui/error-text";
import { useApiQuery } from "@/components/ui/use-api";
import { VendorTodo } from "./home-todo";
import { MonthFigures } from "./month-figures";
import type { MyVendor } from "./types";
import { VendorGate } from "@/components/shell/vendor-gate";
import { Name } from "@/components/ui/names";

// The vendor home: where the business stands (status banner), then the
// to-do list (what waits for the vendor), this month's figures (one stated
// period for all of them) and what is missing from the profile.

export function VendorDashboard() {
  return <VendorGate>{(vendor) => <Dashboard vendor={vendor} />}</VendorGate>;
}

function Dashboard({ vendor }: { vendor: MyVendor }) {
  const t = useTranslations("vendorPortal");
  const home = useApiQuery("/vendors/me/home", {});
  return (
    <div className="vendor-dashboard" data-testid="vendor-dashboard">
      <h2 className="vendor-dashboard__name">
        <Name>{vendor.name}</Name>
      </h2>
      <StatusBanner vendor={vendor} />
      {home.isPending && <p role="status">{t("loading")}</p>}
      {home.isError && <ErrorText>{t("errors.generic")}</ErrorText>}
      {home.data && <VendorTodo todo={home.data.data.todo} />}
      <div className="vendor-cards">
        {home.data && <MonthFigures period={home.data.data.period} figures={home.data.data.figures} />}
        <Completeness vendor={vendor} />
      </div>
    </div>
  );
}

export function StatusBanner({ vendor }: { vendor: MyVendor }) {
  const t = useTranslations("vendorPortal.banner");
  const tone = vendor.status === "approved" ? (vendor.published ? "ok" : "muted") : vendor.status === "pending_review" ? "pending" : "danger";
  return (
    <div className={`vendor-banner vendor-banner--${tone}`} role="status" data-testid="status-banner" data-status={vendor.status}>
      {vendor.status === "pending_review" && <p>{t("pending")}</p>}
      {vendor.status === "rejected" && (
        <>
          <p>{t("rejected")}</p>
          {vendor.rejection_reason && (
            <p>
              <strong>{t("reason")}</strong> {vendor.rejection_reason}
            </p>
          )}
          <Link href="/vendor/profile">{t("resubmit")}</Link>
        </>
      )}
      {vendor.status === "suspended" && (
        <>
          <p>{t("suspended")}</p>
          {vendor.suspension_reason && (
            <p>
              <strong>{t("reason")}</strong> {vendor.suspension_reason}
            </p>
          )}
        </>
      )}
      {vendor.status === "approved" && !vendor.published && (
        <>
          <p>{t("hidden")}</p>
          <Link href="/vendor/profile">{t("publish")}</Link>
        </>
      )}
      {vendor.status === "approved" && vendor.published && (
        <>
          <p>{t("live")}</p>
          <Link href={`/vendors/${vendor.slug}`}>{t("viewPublic")}</Link>
        </>
      )}
    </div>
  );
}

function Completeness({ vendor }: { vendor: MyVendor }) {
  const t = useTranslations("vendorPortal.completeness");
  const locale = useLocale();
  const published = useApiQuery("/vendors/me/services", { query: { status: "published", per_page: 1 } });
  const items = [
    { key: "logo", done: !!vendor.logo, href: "/vendor/profile" },
    { key: "cover", done: !!vendor.cover, href: "/vendor/profile" },
    { key: "gallery", done: vendor.gallery.length >= 3, href: "/vendor/profile" },
    { key: "descriptions", done: !!vendor.description_ar && !!vendor.description_en, href: "/vendor/profile" },
    { key: "links", done: !!vendor.website || !!vendor.instagram, href: "/vendor/profile" },
    { key: "documents", done: vendor.documents_summary.approved > 0, href: "/vendor/documents" },
    { key: "services", done: published.data ? published.data.meta.pagination.total > 0 : false, href: "/vendor/services" },
  ] as const;
  const done = items.filter((i) => i.done).length;
  const percent = Math.round((done / items.length) * 100);
  return (
    <section className="card" aria-labelledby="completeness-title" data-testid="completeness">
      <h3 id="completeness-title">{t("title")}</h3>
      <div className="vendor-usage__bar" role="progressbar" aria-label={t("title")} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ inlineSize: `${percent}%` }} />
      </div>
      <p>{t("percent", { percent: formatCount(percent, locale) })}</p>
      <ul className="vendor-checklist">
        {items.map((i) => (
          <li key={i.key} className={i.done ? "vendor-checklist__done" : undefined}>
            <span aria-hidden="true">{i.done ? "✓" : "○"}</span> {i.done ? t(`items.${i.key}`) : <Link href={i.href}>{t(`items.${i.key}`)}</Link>}
            <span className="visually-hidden">{i.done ? t("done") : t("todo")}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
