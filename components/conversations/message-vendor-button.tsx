"use client";

import { useLocale, useTranslations } from "next-intl";
import { Button, LinkButton } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { apiRequest } from "@/components/ui/use-api";
import { useState } from "react";
import { useViewer } from "@/components/ui/viewer-context";
import { useRouter } from "@/i18n/navigation";
import { MESSAGES_BASE } from "./types";
import { useStartConversation } from "./use-conversations";
import "./conversations.css";

/**
 * "Message this vendor" on the vendor profile: a signed-in person opens (or
 * finds) the conversation and goes to the thread; a visitor signs in first
 * and comes back to the profile.
 */
export function MessageVendorButton({ vendorId, slug }: { vendorId: string; slug: string }) {
  const t = useTranslations("conversations.start");
  const viewer = useViewer();
  const router = useRouter();
  const locale = useLocale();
  const start = useStartConversation();
  const [error, setError] = useState<string | null>(null);

  if (!viewer) {
    return (
      <p className="cv-start">
        <LinkButton href={{ pathname: "/login", query: { next: `/vendors/${slug}` } }} variant="secondary" data-testid="message-vendor">
          {t("button")}
        </LinkButton>
      </p>
    );
  }
  return (
    <div className="cv-start">
      <Button
        variant="secondary"
        loading={start.isPending}
        data-testid="message-vendor"
        onClick={async () => {
          setError(null);
          try {
            // Conversations are started as a customer: a team member working in a vendor context switches first.
            if (viewer.activeContext !== "customer") await apiRequest("post", "/auth/context", { body: { context: "customer" } }, locale);
            const conversation = await start.mutateAsync({ body: { vendor_id: vendorId } });
            router.push(`${MESSAGES_BASE.customer}/${conversation.data.id}`);
          } catch (e) {
            setError((e as { error?: { message?: string } }).error?.message || t("failed"));
          }
        }}
      >
        {t("button")}
      </Button>
      {error && <ErrorText>{error}</ErrorText>}
    </div>
  );
}
