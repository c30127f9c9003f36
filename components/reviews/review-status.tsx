"use client";

import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/ui/states";
import type { ReviewStatus } from "./types";

/** A review's status as the author reads it ("Published", "Waiting for moderation", ...). */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const t = useTranslations("reviews.status");
  return <StatusBadge label={t(status)} status={`review-${status}`} />;
}
