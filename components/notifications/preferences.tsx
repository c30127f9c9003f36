"use client";

import { useTranslations } from "next-intl";
import type { ApiBody } from "@/components/ui/api-types";
import { ErrorText } from "@/components/ui/error-text";
import { useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { CHANNELS, type Channel, type Preferences } from "./types";
import "./notifications.css";

/** A channel's switches by category, read by name: categories the server adds later show too. */
const switchesOf = (prefs: Preferences, channel: Channel) => prefs[channel] as Record<string, boolean> | undefined;

/** The categories in the order the server lists them, across channels. */
function categoriesOf(prefs: Preferences): string[] {
  const seen = new Set<string>();
  for (const channel of CHANNELS) for (const category of Object.keys(switchesOf(prefs, channel) ?? {})) seen.add(category);
  return [...seen];
}

/** Toggles per channel and category (GET/PATCH /notifications/preferences); each change is saved at once. */
export function NotificationPreferences() {
  const t = useTranslations("notifications.preferences");
  const prefs = useApiQuery("/notifications/preferences", {});
  const save = useApiMutation("patch", "/notifications/preferences");
  const toggle = (channel: Channel, category: string, value: boolean) =>
    // One switch by name (the body's type lists today's categories).
    save.mutate({ body: { [channel]: { [category]: value } } as ApiBody<"/notifications/preferences", "patch"> });

  if (prefs.isPending) return <p role="status">{t("loading")}</p>;
  if (prefs.isError) {
    return <ErrorText>{t("error")}</ErrorText>;
  }
  const data = prefs.data.data;
  // Categories the server adds later show their key until they get a label here.
  const label = (category: string) => {
    const key = `categories.${category}` as Parameters<typeof t>[0];
    return t.has(key) ? t(key) : category;
  };
  return (
    <>
      <table className="nt-prefs" data-testid="notification-preferences">
        <thead>
          <tr>
            <th scope="col">{t("category")}</th>
            {CHANNELS.map((channel) => (
              <th scope="col" key={channel}>
                {t(`channels.${channel}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categoriesOf(data).map((category) => (
            <tr key={category}>
              <th scope="row">{label(category)}</th>
              {CHANNELS.map((channel) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    checked={switchesOf(data, channel)?.[category] ?? false}
                    disabled={save.isPending || switchesOf(data, channel)?.[category] === undefined}
                    aria-label={t("toggle", { category: label(category), channel: t(`channels.${channel}`) })}
                    onChange={(event) => toggle(channel, category, event.target.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" className="form-status">
        {save.isSuccess ? t("saved") : ""}
      </p>
      {save.isError && <ErrorText>{t("saveError")}</ErrorText>}
    </>
  );
}
