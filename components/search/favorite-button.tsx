"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { Link, usePathname } from "@/i18n/navigation";
import "./favorite-button.css";
import { useFavoriteIds, useToggleFavorite } from "./use-favorites";

/** The query parameter that carries a pending "save this vendor" through sign-in. */
export const SAVE_PARAM = "save";

/** Vendors whose pending save this page has taken up (one vendor may have several hearts on a page). */
const handled = new Set<string>();

/** The address of this page without the pending-save parameter (after it is done). */
function withoutSaveParam(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete(SAVE_PARAM);
  return url.pathname + url.search + url.hash;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The heart toggle on vendor cards and the vendor page. Signed out, it links
 * to the sign-in page with this page (its query kept) as the return path and
 * the vendor as a pending save (`?save=<vendorId>`): back on the page after
 * signing in, the vendor is saved and the parameter dropped from the address.
 * Accounts that cannot save vendors (admins) see nothing. While a save or
 * unsave is on its way the heart already shows the new state.
 */
export function FavoriteButton({ vendorId }: { vendorId: string }) {
  const t = useTranslations("favorites.button");
  const pathname = usePathname();
  const params = useSearchParams();
  const favorites = useFavoriteIds();
  const toggle = useToggleFavorite(vendorId);
  const state = favorites.data?.state;
  const pending = params.get(SAVE_PARAM) === vendorId;

  useEffect(() => {
    if (!pending || !state || state === "signed-out" || handled.has(vendorId)) return;
    handled.add(vendorId);
    if (state === "ready" && !favorites.ids?.has(vendorId)) toggle.mutate(true);
    window.history.replaceState(window.history.state, "", withoutSaveParam());
  }, [pending, state, vendorId, favorites.ids, toggle]);

  if (state === "signed-out") {
    const query = new URLSearchParams(params);
    query.set(SAVE_PARAM, vendorId);
    const next = `${pathname}?${query.toString()}`;
    // No prefetch: a card list would fetch the sign-in page once per heart while the page is still loading.
    return (
      <Link
        href={{ pathname: "/login", query: { next } }}
        prefetch={false}
        className="favorite-button"
        aria-label={t("signIn")}
        title={t("signIn")}
        data-testid="favorite-sign-in"
      >
        <Heart filled={false} />
      </Link>
    );
  }
  if (state === "not-allowed") return null;

  const saved = toggle.isPending ? toggle.variables === true : (favorites.ids?.has(vendorId) ?? false);
  return (
    <span className="favorite-button-wrap">
      <button
        type="button"
        className="favorite-button"
        aria-pressed={saved}
        aria-label={t("save")}
        title={saved ? t("saved") : t("save")}
        // Until the saved list has loaded the state is unknown. While a change is on its way the
        // button stays enabled (disabling it would drop keyboard focus) but ignores clicks.
        disabled={!favorites.ids}
        aria-busy={toggle.isPending}
        onClick={() => {
          if (!toggle.isPending) toggle.mutate(!saved);
        }}
        data-testid="favorite-button"
      >
        <Heart filled={saved} />
      </button>
      {toggle.isError && (
        <span role="alert" className="favorite-button-error">
          {t("error")}
        </span>
      )}
    </span>
  );
}
