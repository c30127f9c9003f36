"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { api } from "@/components/ui/api-client";
import { CHANNELS, type Channel, type Preferences } from "./types";
import "./notifications.css";

const KEY = ["notifications", "preferences"] as const;

/** The categories in the order the server lists them, across channels. */
function categoriesOf(prefs: Preferences): string[] {
  const seen = new Set<string>();
  for (const channel of CHANNELS) for (const category of Object.keys(prefs[channel] ?? {})) seen.add(category);
  return [...seen];
}

/** Toggles per channel and category (GET/PATCH /notifications/preferences); each change is saved at once. */
export function NotificationPreferences() {
  const t = useTranslations("notifications.preferences");
  const locale = useLocale();
  const client = useQueryClient();
  const prefs = useQuery({
    queryKey: KEY,
    queryFn: async () => {
      const res = await api<Preferences>("/notifications/preferences", { locale });
      if (!res.ok) throw new Error(res.error.code);
      return res.data;
    },
  });
  const save = useMutation({
    mutationFn: async (change: { channel: Channel; category: string; value: boolean }) => {
      const res = await api<Preferences>("/notifications/preferences", {
        method: "PATCH",
        locale,
        body: { [change.channel]: { [change.category]: change.value } },
      });
      if (!res.ok) throw new Error(res.error.code);
      return res.data;
    },
    onSuccess: (data) => client.setQueryData(KEY, data),
  });

  if (prefs.isPending) return <p role="status">{t("loading")}</p>;
  if (prefs.isError) {
    return (
      <p className="form-field__error" role="alert">
        {t("error")}
      </p>
    );
  }
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
          {categoriesOf(prefs.data).map((category) => (
            <tr key={category}>
              <th scope="row">{label(category)}</th>
              {CHANNELS.map((channel) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    checked={prefs.data[channel]?.[category] ?? false}
                    disabled={save.isPending || prefs.data[channel]?.[category] === undefined}
                    aria-label={t("toggle", { category: label(category), channel: t(`channels.${channel}`) })}
                    onChange={(event) => save.mutate({ channel, category, value: event.target.checked })}
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
      {save.isError && (
        <p className="form-field__error" role="alert">
          {t("saveError")}
        </p>
      )}
    </>
  );
}
