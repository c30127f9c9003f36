import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/fields";
import { formatDay } from "@/components/ui/format";
import type { AppLocale } from "@/i18n/routing";
import type { PublicDayStatus } from "@/server/availability/public-availability";
import { AvailabilityMonth } from "./availability-month";
import "./availability.css";
import "./vendor-profile.css";

const LINE = { free: "available", busy: "booked", closed: "closed" } as const;
const TEXT = { free: "availableText", busy: "bookedText", closed: "closedText" } as const;

/**
 * "Available on <date>" / "Booked on <date>" for the date the visitor chose
 * (from search, the form here, or their event), and a month of free days
 * (GET /vendors/{id}/availability: free, busy or closed, never why).
 */
export async function AvailabilityBlock({
  vendorId,
  locale,
  chosen,
  window,
  fromEvent,
}: {
  vendorId: string;
  locale: AppLocale;
  /** The visitor's date and its status; `eventTitle` when it came from their event. */
  chosen: { date: string; status: PublicDayStatus; eventTitle?: string } | null;
  /** The dates anyone may ask about (today .. today + 24 months). */
  window: { first: string; last: string };
  /** From the visitor's own event (`?event=`): the vendor's distance from its area. */
  fromEvent?: { km: number; area: string } | null;
}) {
  const t = await getTranslations({ locale, namespace: "vendorProfile.availability" });
  return (
    <section aria-labelledby="vp-availability-title" className="vp-section vp-availability" data-testid="vendor-availability">
      <h2 id="vp-availability-title">{t("title")}</h2>
      {chosen && (
        <div
          className={`notice vp-availability__answer vp-availability__answer--${chosen.status}`}
          role="status"
          data-testid="availability-answer"
          data-status={chosen.status}
        >
          <p className="vp-availability__line">{t(LINE[chosen.status], { date: formatDay(chosen.date, locale) })}</p>
          {chosen.eventTitle && (
            <p className="vp-muted" dir="auto">
              {t("fromEvent", { title: chosen.eventTitle })}
            </p>
          )}
          <p>{t(TEXT[chosen.status])}</p>
        </div>
      )}
      {fromEvent && (
        <p className="vp-muted" data-testid="availability-distance">
          {t("distance", { km: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(fromEvent.km), area: fromEvent.area })}
        </p>
      )}
      <form method="get" className="vp-availability__form" data-testid="availability-form">
        <Field name="date" type="date" label={t("pick")} min={window.first} defaultValue={chosen?.date} dir="ltr" />
        <Button type="submit" variant="secondary">
          {t("check")}
        </Button>
      </form>
      <AvailabilityMonth vendorId={vendorId} chosen={chosen?.date ?? null} first={window.first} last={window.last} />
    </section>
  );
}
