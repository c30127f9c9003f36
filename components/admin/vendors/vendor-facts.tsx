"use client";

import { useTranslations } from "next-intl";
import { useDates } from "@/components/ui/format";
import { Link } from "@/i18n/navigation";
import type { AdminVendor } from "./types";

// The facts of one vendor on its admin page: the public profile (names,
// categories, place, texts, links, dates, media) and the private contact
// (contact details, owner, team, plan).

function useFactWords() {
  const t = useTranslations("adminVendors");
  return { t, none: t("detail.none"), yesNo: (value: boolean) => (value ? t("detail.yes") : t("detail.no")) };
}

export function VendorProfileFacts({ v }: { v: AdminVendor }) {
  const { t, none, yesNo } = useFactWords();
  const { dateTime } = useDates();
  return (
    <section className="card admin-card" aria-labelledby="profile-title">
      <h2 id="profile-title">{t("detail.profile")}</h2>
      <dl className="admin-facts">
        <dt>{t("detail.nameAr")}</dt>
        <dd lang="ar" dir="rtl">
          {v.name_ar}
        </dd>
        <dt>{t("detail.nameEn")}</dt>
        <dd lang="en" dir="ltr">
          {v.name_en}
        </dd>
        <dt>{t("detail.slug")}</dt>
        <dd>
          <bdi dir="ltr">{v.slug}</bdi>
          {v.visible && (
            <>
              {" · "}
              <Link href={`/vendors/${v.slug}`}>{t("detail.publicPage")}</Link>
            </>
          )}
        </dd>
        <dt>{t("detail.categories")}</dt>
        <dd>
          {v.categories.map((c) => (
            <span key={c.id} className="role-chip vendor-chip">
              {c.name}
              {c.is_primary ? ` · ${t("detail.primary")}` : ""}
            </span>
          ))}
        </dd>
        <dt>{t("detail.location")}</dt>
        <dd>{v.area ? `${v.city.name} · ${v.area.name}` : v.city.name}</dd>
        <dt>{t("detail.descriptionAr")}</dt>
        <dd lang="ar" dir="rtl" className="admin-vendor__text">
          {v.description_ar ?? none}
        </dd>
        <dt>{t("detail.descriptionEn")}</dt>
        <dd lang="en" dir="ltr" className="admin-vendor__text">
          {v.description_en ?? none}
        </dd>
        <dt>{t("detail.website")}</dt>
        <dd>
          {v.website ? (
            <a href={v.website} rel="noopener noreferrer nofollow" target="_blank">
              <bdi dir="ltr">{v.website}</bdi>
            </a>
          ) : (
            none
          )}
        </dd>
        <dt>{t("detail.instagram")}</dt>
        <dd>{v.instagram ? <bdi dir="ltr">@{v.instagram}</bdi> : none}</dd>
        <dt>{t("detail.submitted")}</dt>
        <dd>{dateTime(v.submitted_at)}</dd>
        {v.approved_at && (
          <>
            <dt>{t("detail.approved")}</dt>
            <dd>{dateTime(v.approved_at)}</dd>
          </>
        )}
        {v.reviewed_by && (
          <>
            <dt>{t("detail.reviewedBy")}</dt>
            <dd>{v.reviewed_by.name}</dd>
          </>
        )}
        <dt>{t("detail.published")}</dt>
        <dd>{yesNo(v.published)}</dd>
      </dl>
      <VendorMedia v={v} />
    </section>
  );
}

/** The logo, cover and gallery as the vendor uploaded them (nothing when there is none). */
function VendorMedia({ v }: { v: AdminVendor }) {
  const t = useTranslations("adminVendors");
  if (!v.logo?.url && !v.cover?.url && v.gallery.length === 0) return null;
  return (
    <div className="admin-vendor__media">
      {v.logo?.url && <img src={v.logo.url} alt={t("detail.logo")} className="admin-vendor__logo" />}
      {v.cover?.url && <img src={v.cover.url} alt={t("detail.cover")} className="admin-vendor__cover" />}
      {v.gallery.map((g) => g.url && <img key={g.id} src={g.url} alt={t("detail.galleryImage")} className="admin-vendor__thumb" />)}
    </div>
  );
}

export function VendorContactFacts({ v }: { v: AdminVendor }) {
  const { t, none, yesNo } = useFactWords();
  const { date } = useDates();
  return (
    <section className="card admin-card" aria-labelledby="contact-title">
      <h2 id="contact-title">{t("detail.contact")}</h2>
      <p className="admin-muted">{t("detail.contactPrivate")}</p>
      <dl className="admin-facts">
        <dt>{t("detail.contactEmail")}</dt>
        <dd>{v.contact_email ? <bdi dir="ltr">{v.contact_email}</bdi> : none}</dd>
        <dt>{t("detail.contactPhone")}</dt>
        <dd>{v.contact_phone ? <bdi dir="ltr">{v.contact_phone}</bdi> : none}</dd>
        <dt>{t("detail.owner")}</dt>
        <dd>
          <Link href={`/admin/users/${v.owner.id}`}>{v.owner.name || v.owner.id}</Link>
        </dd>
        <dt>{t("detail.ownerEmail")}</dt>
        <dd>
          {v.owner.email ? <bdi dir="ltr">{v.owner.email}</bdi> : none} ({t("detail.verified")}: {yesNo(v.owner.email_verified)})
        </dd>
        <dt>{t("detail.ownerPhone")}</dt>
        <dd>
          {v.owner.phone ? <bdi dir="ltr">{v.owner.phone}</bdi> : none} ({t("detail.verified")}: {yesNo(v.owner.phone_verified)})
        </dd>
        <dt>{t("detail.team")}</dt>
        <dd>{v.members_count}</dd>
        <dt>{t("detail.plan")}</dt>
        <dd>
          {v.effective_plan.name}
          {v.subscription && v.subscription.current_period_end && ` · ${t("detail.periodEnds", { date: date(v.subscription.current_period_end) })}`}
        </dd>
      </dl>
    </section>
  );
}
