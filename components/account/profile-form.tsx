"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
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

// The name rules are the server's (a 422 puts its messages beside the fields): the form only collects them.
// The checkboxes are named `pref.<channel>.<category>`, so the form holds them nested the way the API takes them.
const profileForm = z.object({
  first_name: z.string(),
  last_name: z.string(),
  preferred_locale: z.enum(["ar", "en"]),
  pref: z.record(z.enum(CHANNELS), z.record(z.enum(CATEGORIES), z.boolean())),
});

function preferenceDefaults(prefs: NotificationPreferences) {
  return Object.fromEntries(
    CHANNELS.map((channel) => [channel, Object.fromEntries(CATEGORIES.map((category) => [category, enabled(prefs, channel, category)]))]),
  );
}

export function ProfileForm({ me }: { me: Profile }) {
  const t = useTranslations("account.profile");
  const tn = useTranslations("account.notifications");
  const tAuth = useTranslations("auth");
  const setMe = useSetMe();
  const save = useApiMutation("patch", "/me");
  const [saved, setSaved] = useState(false);
  const form = useZodForm(profileForm, {
    first_name: me.first_name,
    last_name: me.last_name,
    preferred_locale: me.preferred_locale,
    pref: preferenceDefaults(me.notification_preferences ?? {}),
  });
  const error = errorOf(save.error);

  const onSubmit = form.handleSubmit((values) => {
    // An account made by phone code starts without a name: leaving it empty is not a change (and not a 422).
    const name = (field: "first_name" | "last_name") => {
      const value = values[field].trim();
      return value === "" && me[field] === "" ? undefined : value;
    };
    setSaved(false);
    save.mutate(
      {
        body: {
          first_name: name("first_name"),
          last_name: name("last_name"),
          preferred_locale: values.preferred_locale,
          notification_preferences: values.pref,
        },
      },
      {
        onSuccess: (res) => {
          setMe(res.data);
          setSaved(true);
        },
        onError: (e) => showApiErrors(form, errorOf(e), ["first_name", "last_name", "preferred_locale"]),
      },
    );
  });

  return (
    <form className="auth-form account-form" onSubmit={onSubmit} noValidate data-testid="profile-form">
      <div className="form-row">
        <FormText form={form} id="first_name" name="first_name" label={tAuth("fields.firstName")} autoComplete="given-name" hintFirst />
        <FormText form={form} id="last_name" name="last_name" label={tAuth("fields.lastName")} autoComplete="family-name" hintFirst />
      </div>
      <div className="form-field">
        <label htmlFor="preferred_locale">{t("preferredLocale")}</label>
        <p id="preferred_locale-hint" className="form-field__hint">
          {t("preferredLocaleHint")}
        </p>
        <select id="preferred_locale" {...form.register("preferred_locale")} aria-describedby="preferred_locale-hint">
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
                      {...form.register(`pref.${channel}.${category}`)}
                      aria-label={tn("toggle", { category: tn(`categories.${category}`), channel: tn(`channels.${channel}`) })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </fieldset>

      {error && !error.details && <ErrorText>{tAuth("errors.generic")}</ErrorText>}
      {error?.details && <ErrorText>{tAuth("errors.checkFields")}</ErrorText>}
      <div className="form-actions">
        <Button type="submit" disabled={save.isPending}>
          {t("save")}
        </Button>
        {saved && (
          <p className="form-status" role="status">
            {t("saved")}
          </p>
        )}
      </div>
    </form>
  );
}
