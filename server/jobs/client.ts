import { Inngest } from "inngest";

/** The Inngest client; served at /api/inngest. */
export const inngest = new Inngest({ id: "event-marketplace" });
