"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import type { ApiError } from "@/components/ui/api-client";
import { FormField } from "@/components/ui/fields";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { useSetMe, type NotificationPreferences, type Profile } from "./use-me";

// PATCH /me: name, preferred language (of emails and SMS) and notification preferences.

const CHANNELS = ["push", "email", "sms"] as const;
/**
 * The categories the notification modules will read. Until each one sends
 * messages these are stored preferences only (the API accepts any category).
 */
const CATEGORIES = ["quotes", "bookings", "messages", "reviews", "marketing"] as const;

/** Unset means on, except marketing, which needs an explicit yes. */
function enabled(prefs: NotificationPreferences, channel: (typeof CHANNELS)[number], category: (typeof CATEGORIES)[number]) {
  return prefs[channel]?.[category] ?? category !== "marketing";
}

export function ProfileForm({ me }: { me: Profile }) {
  const t = useTranslations("account.profile");
  const tn = useTranslations("account.notifications");
  const tAuth = useTranslations("auth");
  const setMe = useSetMe();
  const save = useApiMutation("patch", "/me");
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const preferences = Object.fromEntries(
      CHANNELS.map((channel) => [channel, Object.fromEntries(CATEGORIES.map((category) => [category, form.get(`pref.${channel}.${category}`) === "on"]))]),
    );
    // An account made by phone code starts without a name: leaving it empty is not a change (and not a 422).
    const name = (field: "first_name" | "last_name") => {
      const value = String(form.get(field) ?? "").trim();
      return value === "" && me[field] === "" ? undefined : value;
    };
    setSaved(false);
    setError(null);
    save.mutate(
      {
        body: {
          first_name: name("first_name"),
          last_name: name("last_name"),
          // The select offers only the two locales.
          preferred_locale: String(form.get("preferred_locale")) as Profile["preferred_locale"],
          notification_preferences: preferences,
        },
      },
      {
        onSuccess: (res) => {
          setMe(res.data);
          setSaved(true);
        },
        onError: (e) => setError(errorOf(e)),
      },
    );
  }

  const details = error?.details ?? {};
  return (
    <form className="auth-form account-form" onSubmit={onSubmit} noValidate data-testid="profile-form">
      <div className="form-row">
        <FormField name="first_name" label={tAuth("fields.firstName")} autoComplete="given-name" defaultValue={me.first_name} errors={details.first_name} />
        <FormField name="last_name" label={tAuth("fields.lastName")} autoComplete="family-name" defaultValue={me.last_name} errors={details.last_name} />
      </div>
      <div className="form-field">
        <label htmlFor="preferred_locale">{t("preferredLocale")}</label>
        <p id="preferred_locale-hint" className="form-field__hint">
          {t("preferredLocaleHint")}
        </p>
        <select id="preferred_locale" name="preferred_locale" defaultValue={me.preferred_locale} aria-describedby="preferred_locale-hint">
          <option value="ar" lang="ar">
            العربية
          </option>
          <option value="en" lang="en">
            English
          </option>
        </select>
      </div>

      <fieldset className="account-prefs">
        <legend>{tn("title")}</legend>
        <p className="form-field__hint">{tn("intro")}</p>
        <table>
          <thead>
            <tr>
              <th scope="col">{tn("category")}</th>
              {CHANNELS.map((channel) => (
                <th scope="col" key={channel}>
                  {tn(`channels.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CATEGORIES.map((category) => (
              <tr key={category}>
                <th scope="row">{tn(`categories.${category}`)}</th>
                {CHANNELS.map((channel) => (
                  <td key={channel}>
                    <input
                      type="checkbox"
                      name={`pref.${channel}.${category}`}
                      defaultChecked={enabled(me.notification_preferences ?? {}, channel, category)}
                      aria-label={tn("toggle", { category: tn(`categories.${category}`), channel: tn(`channels.${channel}`) })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </fieldset>

      {error && !error.details && (
        <p className="form-field__error" role="alert">
          {tAuth("errors.generic")}
        </p>
      )}
      {error?.details && (
        <p className="form-field__error" role="alert">
          {tAuth("errors.checkFields")}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" disabled={save.isPending}>
          {t("save")}
        </button>
        {saved && (
          <p className="form-status" role="status">
            {t("saved")}
          </p>
        )}
      </div>
    </form>
  );
}
