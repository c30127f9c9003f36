import type { ApiData } from "@/components/ui/api-types";

// Shapes of the notification endpoints as the OpenAPI document declares them, and the channels the preferences page shows.

export type AppNotification = ApiData<"/notifications">[number];

export type Preferences = ApiData<"/notifications/preferences">;
export type Channel = keyof Preferences;
export const CHANNELS = ["push", "email", "sms"] as const satisfies readonly Channel[];
