import type { Metadata } from "next";
import { AreaPlaceholder } from "@/components/shell/area-placeholder";
import {
  sectionMetadata,
  sectionStaticParams,
  sectionTitle,
  type SectionParams,
} from "@/components/shell/area-section-page";

// Placeholder for the account sections until each gets its own folder.
export const dynamicParams = false;

/** Sections with their own folder (a static segment wins over `[section]`). */
const BUILT = new Set(["profile", "security", "privacy", "favorites", "events", "rfqs", "bookings", "reviews", "wallet"]);

export function generateStaticParams() {
  return sectionStaticParams("account").filter((p) => !BUILT.has(p.section));
}

type Props = { params: SectionParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return sectionMetadata("account", params);
}

export default async function AccountSectionPage({ params }: Props) {
  return <AreaPlaceholder area="account" sectionTitle={await sectionTitle("account", params)} />;
}
