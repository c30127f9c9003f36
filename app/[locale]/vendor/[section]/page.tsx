import type { Metadata } from "next";
import { AreaPlaceholder } from "@/components/shell/area-placeholder";
import {
  sectionMetadata,
  sectionStaticParams,
  sectionTitle,
  type SectionParams,
} from "@/components/shell/area-section-page";

// Placeholder for the vendor sections until each gets its own folder.
export const dynamicParams = false;

/** Sections with their own folder (a static segment wins over `[section]`). */
const BUILT = new Set(["profile", "services", "team", "subscription", "documents", "rfqs", "bookings", "settlements", "payoutAccount", "billing", "reviews"]);

export function generateStaticParams() {
  return sectionStaticParams("vendor").filter((p) => !BUILT.has(p.section));
}

type Props = { params: SectionParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return sectionMetadata("vendor", params);
}

export default async function VendorSectionPage({ params }: Props) {
  return <AreaPlaceholder area="vendor" sectionTitle={await sectionTitle("vendor", params)} />;
}
