"use client";

import * as RadixTabs from "@radix-ui/react-tabs";
import { useLocale } from "next-intl";
import type { ReactNode } from "react";
import { localeDirection, type AppLocale } from "@/i18n/routing";
import "./tabs.css";

export type Tab = { key: string; label: string; content: ReactNode };

/**
 * Two or more ways to do one thing (email or phone) as ARIA tabs, on Radix: arrow keys move between tabs (the "next"
 * one is on the left in Arabic), and only the chosen panel is rendered, so its fields and buttons are the only ones
 * on the page.
 */
export function Tabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  const dir = localeDirection(useLocale() as AppLocale);
  return (
    <RadixTabs.Root className="tabs" defaultValue={tabs[0].key} dir={dir}>
      <RadixTabs.List className="tabs__list" aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.key} value={tab.key} className="tabs__tab">
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        // Not named after its tab: the panel's fields carry their own labels, and a panel named "By phone" would
        // also answer to a search for the "Phone" field's label.
        <RadixTabs.Content key={tab.key} value={tab.key} className="tabs__panel" aria-labelledby={undefined}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
