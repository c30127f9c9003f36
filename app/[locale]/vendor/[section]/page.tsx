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

export function generateStaticParams() {
  return sectionStaticParams("vendor");
}

type Props = { params: SectionParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return sectionMetadata("vendor", params);
}

export default async function VendorSectionPage({ params }: Props) {
  return <AreaPlaceholder area="vendor" sectionTitle={await sectionTitle("vendor", params)} />;
}
