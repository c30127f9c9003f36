import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { cache } from "react";
import { AvailabilityBlock } from "@/components/vendor-profile/availability-block";
import { Gallery } from "@/components/vendor-profile/gallery";
import { ProfileHero } from "@/components/vendor-profile/profile-hero";
import { ProfileAbout, ProfileLayout } from "@/components/vendor-profile/profile-layout";
import { QuoteCard } from "@/components/vendor-profile/quote-card";
import { RatingBlock } from "@/components/vendor-profile/rating-block";
import { ServicesList } from "@/components/vendor-profile/services-list";
import type { PublicService, Viewer } from "@/components/vendor-profile/types";
import { resolveLocaleParam } from "@/i18n/locale-param";
import type { AppLocale } from "@/i18n/routing";
import { chosenDay } from "@/server/availability/chosen-day";
import { publicDateWindow } from "@/server/availability/public-availability";
import { AppError } from "@/server/core/errors";
import { createContext } from "@/server/core/http/request-context";
import { authenticate } from "@/server/identity/sessions/authenticate";
import { isVendorMember } from "@/server/vendors/membership";
import { getPublicVendor } from "@/server/vendors/public-profile";
import { eventReference, vendorDistanceKm } from "@/server/search/event-reference";

type Props = { params: Promise<{ locale: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The public profile through the same service as GET /vendors/{id}: only
 * approved, published vendors (anything else is the 404 page), never contact
 * details, and a profile view counted unless the vendor's own team is looking.
 * `cache` makes metadata and page share one load (and one counted view).
 */
const loadVendor = cache(async (slug: string, locale: AppLocale) => {
  const incoming = await headers();
  const request = new Request(new URL(`/api/v1/vendors/${encodeURIComponent(slug)}`, "http://localhost"), { headers: incoming });
  const ctx = { ...createContext(request), locale };
  await authenticate(request, ctx).catch(() => false);
  try {
    const vendor = await getPublicVendor(slug, ctx);
    const viewer: Viewer = !ctx.userId ? "visitor" : (await isVendorMember(vendor.id, ctx.userId)) ? "team" : "signed-in";
    return { vendor, viewer, userId: ctx.userId };
  } catch (e) {
    if (e instanceof AppError && e.code === "NOT_FOUND") notFound();
    throw e;
  }
});

async function load(params: Props["params"]) {
  const locale = await resolveLocaleParam(params);
  await connection();
  const { slug } = await params;
  return { locale, ...(await loadVendor(decodeURIComponent(slug).toLowerCase(), locale)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { vendor } = await load(params);
  return {
    title: vendor.name,
    description: vendor.description?.slice(0, 160) ?? undefined,
    openGraph: vendor.cover ? { images: [{ url: vendor.cover, width: 1600, height: 600 }] } : undefined,
  };
}

/** `?event=` of the visitor's own event with an area: how far the vendor is from it (anyone else's event is ignored). */
async function eventDistance(vendorId: string, userId: string | undefined, eventId: string | string[] | undefined, locale: AppLocale) {
  const id = Array.isArray(eventId) ? eventId[0] : eventId;
  if (!id || !userId) return null;
  const event = await eventReference(id, userId, locale).catch(() => null);
  if (!event?.point || !event.area) return null;
  const km = await vendorDistanceKm(vendorId, event.point);
  return km === null ? null : { km, area: event.area.name };
}

export default async function VendorProfilePage({ params, searchParams }: Props) {
  const { locale, vendor, viewer, userId } = await load(params);
  const query = await searchParams;
  const chosen = await chosenDay(vendor.id, userId, query);
  const fromEvent = await eventDistance(vendor.id, userId, query.event, locale);
  const t = await getTranslations({ locale, namespace: "vendorProfile" });
  const services = vendor.services as PublicService[];

  return (
    <ProfileLayout
      hero={<ProfileHero vendor={vendor} locale={locale} />}
      aside={<QuoteCard vendorId={vendor.id} vendorName={vendor.name} slug={vendor.slug} viewer={viewer} locale={locale} />}
    >
      <AvailabilityBlock vendorId={vendor.id} locale={locale} chosen={chosen} window={publicDateWindow()} fromEvent={fromEvent} />
      {vendor.description && (
        <ProfileAbout
          title={t("about")}
          description={vendor.description}
          links={
            (vendor.website || vendor.instagram) && (
              <>
                {vendor.website && (
                  <a href={vendor.website} rel="noopener noreferrer nofollow" target="_blank">
                    {t("website")}
                  </a>
                )}
                {vendor.instagram && (
                  <a href={`https://www.instagram.com/${vendor.instagram}/`} rel="noopener noreferrer nofollow" target="_blank">
                    <bdi dir="ltr">@{vendor.instagram}</bdi>
                  </a>
                )}
              </>
            )
          }
        />
      )}
      {vendor.gallery.length > 0 && <Gallery photos={vendor.gallery} name={vendor.name} />}
      <ServicesList services={services} locale={locale} vendorSlug={vendor.slug} />
      <RatingBlock vendorId={vendor.id} locale={locale} />
    </ProfileLayout>
  );
}
