"use client";

import { useTranslations } from "next-intl";
import { Loading } from "@/components/ui/states";
import type { CancellationPolicy } from "./types";
import { useApiQuery } from "@/components/ui/use-api";
import "./bookings.css";

// The cancellation policy's tiers in the caller's language, from the booking
// payload or, before a booking exists, GET /bookings/cancellation-policy.

export function PolicyList({ policy }: { policy?: Pick<CancellationPolicy, "tiers"> }) {
  const t = useTranslations("bookings.policy");
  const loaded = useApiQuery("/bookings/cancellation-policy", {}, { enabled: !policy });
  const tiers = policy?.tiers ?? loaded.data?.data.tiers;
  return (
    <section aria-labelledby="policy-title" data-testid="cancellation-policy">
      <h3 id="policy-title">{t("title")}</h3>
      {tiers ? (
        <ul className="bk-policy">
          {tiers.map((tier) => (
            <li key={tier.tier}>{tier.text}</li>
          ))}
        </ul>
      ) : loaded.isError ? (
        <p>{t("unavailable")}</p>
      ) : (
        <Loading />
      )}
    </section>
  );
}
