import type { Metadata } from "next";
import { AreaPlaceholder } from "@/components/shell/area-placeholder";
import {
  sectionMetadata,
  sectionStaticParams,
  sectionTitle,
  type SectionParams,
} from "@/components/shell/area-section-page";

// Placeholder for the admin sections until each gets its own folder.
export const dynamicParams = false;

/** Sections with their own folder (a static segment wins over `[section]`). */
const BUILT = new Set(["users", "vendors", "categories", "plans", "pages", "audit", "search", "rfqs", "bookings", "reports", "reconciliation", "settlements", "financeSettings", "reviews"]);

export function generateStaticParams() {
  return sectionStaticParams("admin").filter((p) => !BUILT.has(p.section));
}

type Props = { params: SectionParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return sectionMetadata("admin", params);
}

export default async function AdminSectionPage({ params }: Props) {
  return <AreaPlaceholder area="admin" sectionTitle={await sectionTitle("admin", params)} />;
}
