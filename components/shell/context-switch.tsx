"use client";

import { useLocale } from "next-intl";
import { useState } from "react";
import { ErrorText } from "@/components/ui/error-text";
import { apiRequest } from "@/components/ui/use-api";
import { getPathname } from "@/i18n/navigation";

type Option = { context: string; label: string };
type Props = { label: string; failed: string; active: string; options: Option[] };

/**
 * For people who are both a customer and on a vendor's team: switches the
 * session's active context (POST /auth/context, fresh cookies) and opens the
 * matching home.
 */
export function ContextSwitch({ label, failed, active, options }: Props) {
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  return (
    <div className="shell-context" role="group" aria-label={label} data-testid="context-switch">
      <p className="shell-context__label">{label}</p>
      {options.map((option) => (
        <button
          key={option.context}
          type="button"
          className="shell-menu-item shell-menu-item--button"
          aria-pressed={option.context === active}
          disabled={busy}
          onClick={async () => {
            if (option.context === active) return;
            setBusy(true);
            setError(false);
            const res = await apiRequest("post", "/auth/context", { body: { context: option.context } }, locale);
            if (res.ok) {
              window.location.assign(getPathname({ href: option.context === "customer" ? "/account" : "/vendor", locale }));
              return;
            }
            setBusy(false);
            setError(true);
          }}
        >
          {option.label}
        </button>
      ))}
      {error && <ErrorText>{failed}</ErrorText>}
    </div>
  );
}
