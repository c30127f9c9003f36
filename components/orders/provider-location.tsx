"use client";

import { useLocale, useTranslations } from "next-intl";
import { timeAgo } from "@/components/notifications/time-ago";
import { LinkButton } from "@/components/ui/button";
import { formatTime } from "@/components/ui/format";
import { formatCount } from "@/components/ui/money";
import type { OrderView } from "./types";
import { Muted } from "@/components/ui/layout";

// Where the vendor is, while on the way or working: the distance to the
// order's place and when the vendor's browser last sent its position. No map
// tiles (no third party learns where anyone is until the customer asks): the
// position opens in a maps app or site with "Open in maps", never as raw
// coordinates on the page.

/** A maps link every phone opens (the maps app on Android and iOS, the site elsewhere); `geo:` does nothing on iOS or desktops. */
export function mapsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude.toFixed(5)},${longitude.toFixed(5)}`;
}

export function ProviderLocation({ order: o }: { order: OrderView }) {
  const t = useTranslations("orders.location");
  const locale = useLocale();
  const at = o.provider_location;
  return (
    <section className="card or-section or-location" aria-labelledby="or-location" data-testid="provider-location" data-shared={at ? "yes" : "no"}>
      <h3 id="or-location">{o.status === "on_the_way" ? t("onTheWayTitle") : t("workingTitle")}</h3>
      {!at ? (
        <Muted>{t("notShared")}</Muted>
      ) : (
        <>
          {o.distance_km !== null && (
            <p className="or-location__distance" data-testid="provider-distance" data-km={o.distance_km}>
              {t("distance", { km: formatCount(o.distance_km, locale) })}
            </p>
          )}
          <p data-testid="provider-updated">{t("updated", { ago: timeAgo(at.recorded_at, locale), time: formatTime(at.recorded_at, locale) })}</p>
          <p>
            <LinkButton
              href={mapsUrl(at.latitude, at.longitude)}
              external
              variant="secondary"
              target="_blank"
              rel="noopener noreferrer"
              data-testid="provider-map-link"
              data-lat={at.latitude}
              data-lng={at.longitude}
            >
              {t("openInMaps")}
            </LinkButton>
          </p>
        </>
      )}
      <p className="form-field__hint">{t("refreshHint")}</p>
    </section>
  );
}
