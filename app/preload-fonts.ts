import { preload } from "react-dom";
import type { AppLocale } from "@/i18n/routing";

/**
 * Arabic pages ask for the Arabic regular face (app/fonts.css) with the HTML
 * instead of after the CSS and the first layout: the text shows in Naskh
 * sooner. English pages leave it to unicode-range (fetched only when Arabic
 * text shows). Call from a page's server component.
 */
export function preloadArabicFont(locale: AppLocale) {
  if (locale === "ar") preload("/fonts/NotoNaskhArabic-Regular.woff2", { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
}
