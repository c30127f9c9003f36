// Shapes of the notification endpoints (HTTP contract of issue 14, docs/jobs.md).

export type AppNotification = {
  id: string;
  kind: string;
  title: string;
  body: string;
  entity: { type: string; id: string };
  read_at: string | null;
  created_at: string;
};

export type NotificationsMeta = { next_cursor: string | null; unread_count: number };

export type Channel = "push" | "email" | "sms";
export const CHANNELS = ["push", "email", "sms"] as const satisfies readonly Channel[];

/** Per channel, per category: on or off (the categories come from the server). */
export type Preferences = Record<Channel, Record<string, boolean>>;
