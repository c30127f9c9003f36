import { z } from "zod";
import { now } from "../../core/clock";
import { calendarDate } from "../../core/dates";
import { kuwaitDay } from "../../core/kuwait-time";
import { PROVIDER_IDS } from "../../payments/providers/types";
import { dateText } from "./views";

// Inputs of the reconciliation endpoints.

/** A Kuwait day that has started (today's run compares what happened so far). */
export const reconciliationDate = calendarDate.refine((d) => d <= dateText(kuwaitDay(now())), { message: "validation.date_not_future" });

export const providerId = z.enum(PROVIDER_IDS as unknown as ["sandbox", "provider_a", "provider_b"]);

export const runBody = z.strictObject({ date: reconciliationDate, provider: providerId.optional() });
export const reconciliationQuery = z.strictObject({ date: reconciliationDate, provider: providerId.optional() });
export const runParams = z.object({ runId: z.string().min(1).max(100) });
export const exportQuery = z.strictObject({ format: z.enum(["csv", "xlsx"]).default("csv") });
