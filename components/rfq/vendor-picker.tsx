"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { formatDay } from "@/components/ui/format";
import { ErrorText } from "@/components/ui/error-text";
import { enc, useApiQuery } from "@/components/ui/use-api";
import "./rfq.css";

// Finds vendors to target (GET /search/vendors in the chosen category) and
// lists the chosen ones (at most 5) with a remove button. With the RFQ's
// day known, each vendor offered or chosen that has no room that day is
// marked "booked on <date>" (GET /rfqs/vendor-availability): a warning, the
// request can still be sent.

export type PickedVendor = { id: string; name: string };
export const MAX_TARGETS = 5;

/** The ids of `ids` with no room on `date` (none while unknown). */
function useBusy(date: string, ids: string[]): Set<string> {
  const known = /^\d{4}-\d{2}-\d{2}$/.test(date) && ids.length > 0;
  const sorted = [...ids].sort();
  const res = useApiQuery("/rfqs/vendor-availability", { query: { date, vendor_ids: sorted.join(",") } }, { enabled: known });
  return new Set(known ? (res.data?.data.vendors ?? []).filter((v) => !v.free).map((v) => v.vendor_id) : []);
}

type PickerProps = { categoryId: string; date: string; picked: PickedVendor[]; onChange: (next: PickedVendor[]) => void; errors?: string[] };

export function VendorPicker({ categoryId, date, picked, onChange, errors }: PickerProps) {
  const t = useTranslations("rfqs.wizard");
  const locale = useLocale();
  const id = useId();
  const [q, setQ] = useState("");
  const [term, setTerm] = useState<string | null>(null);
  const results = useApiQuery("/search/vendors", { query: { per_page: 8, q: term ?? undefined, category_id: categoryId } }, { enabled: term !== null });
  const full = picked.length >= MAX_TARGETS;
  const found = results.data?.data ?? [];
  const candidates = found.filter((card) => !picked.some((p) => p.id === card.id));
  const busy = useBusy(date, [...picked.map((p) => p.id), ...candidates.map((c) => c.id)]);
  const bookedOn = (vendorId: string) =>
    busy.has(vendorId) ? (
      <span className="badge" data-testid="vendor-booked">
        {t("bookedOn", { date: formatDay(date, locale) })}
      </span>
    ) : null;

  return (
    <div className="rfq-picker" data-testid="vendor-picker">
      <ul className="rfq-picked" aria-label={t("picked")} data-testid="picked-vendors">
        {picked.map((vendor) => (
          <li key={vendor.id} className="vendor-chip" data-testid="picked-vendor">
            <bdi>{vendor.name}</bdi> {bookedOn(vendor.id)}
            <Button onClick={() => onChange(picked.filter((p) => p.id !== vendor.id))} aria-label={t("removeVendor", { name: vendor.name })}>
              ×
            </Button>
          </li>
        ))}
      </ul>
      <p className="form-field__hint">{t("pickedCount", { count: picked.length, max: MAX_TARGETS })}</p>
      {picked.some((p) => busy.has(p.id)) && (
        <p className="notice notice--warning" role="status" data-testid="picked-busy">
          {t("busyNotice", { date: formatDay(date, locale) })}
        </p>
      )}
      {errors?.length ? <ErrorText>{errors.join(" ")}</ErrorText> : null}
      {!full && (
        <div className="rfq-picker__search">
          <label htmlFor={id}>{t("findVendor")}</label>
          <div className="rfq-picker__row">
            <input
              id={id}
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              onKeyDown={(e) => e.key === "Enter" && (e.preventDefault(), setTerm(q.trim()))}
            />
            <Button variant="secondary" onClick={() => setTerm(q.trim())} data-testid="vendor-search">
              {t("search")}
            </Button>
          </div>
          {results.isFetching && <p role="status">{t("searching")}</p>}
          {/* "None found" is about the search's own answer: a found vendor once added is not "none found". */}
          {term !== null && results.isSuccess && !results.isFetching && found.length === 0 && (
            <p className="form-field__hint" data-testid="no-vendors">
              {t("noVendors")}
            </p>
          )}
          {candidates.length > 0 && (
            <ul className="rfq-picker__results">
              {candidates.map((card) => (
                <li key={card.id}>
                  <bdi>{card.name}</bdi> {bookedOn(card.id)}
                  <Button
                    variant="secondary"
                    onClick={() => onChange([...picked, { id: card.id, name: card.name }])}
                    data-testid={`add-vendor-${enc(card.slug)}`}
                  >
                    {t("addVendor")}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
