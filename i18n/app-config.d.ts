import type { routing } from "./routing";
import type messages from "../messages/en.json";

// Type-safe locales and message keys for next-intl (`useTranslations`, `getTranslations`).
declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
