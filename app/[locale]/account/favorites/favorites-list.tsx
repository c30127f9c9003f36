"use client";

import { useTranslations } from "next-intl";
import { AccountGate } from "@/components/account/account-gate";
import { VendorCardList } from "@/components/search/vendor-card";
import { useFavorites } from "@/components/search/use-favorites";
import { ErrorText } from "@/components/ui/error-text";
import { Link } from "@/i18n/navigation";

// The saved vendors as search cards; a card's heart unsaves it and the list
// reloads without it.

function Saved() {
  const t = useTranslations("favorites.page");
  const favorites = useFavorites();
  if (favorites.isPending) return <p role="status">{t("loading")}</p>;
  if (favorites.isError || favorites.data.state === "signed-out") {
    return <ErrorText>{t("error")}</ErrorText>;
  }
  if (favorites.data.state === "not-allowed") return <p className="notice">{t("notAllowed")}</p>;
  const { cards } = favorites.data;
  if (cards.length === 0) {
    return (
      <div className="notice" data-testid="favorites-empty">
        <p>{t("empty")}</p>
        <p>
          <Link href="/">{t("browse")}</Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <p role="status" data-testid="favorites-count">
        {t("count", { count: cards.length })}
      </p>
      <VendorCardList cards={cards} label={t("listLabel")} testId="favorites-list" />
    </>
  );
}

export function FavoritesList() {
  return <AccountGate>{() => <Saved />}</AccountGate>;
}
