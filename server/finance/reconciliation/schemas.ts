import { z } from "zod";
import { now } from "../../core/clock";
import { kuwaitDay } from "../../core/kuwait-time";
import { PROVIDER_IDS } from "../../payments/providers/types";
import { dateText } from "./views";

// Inputs of the reconciliation endpoints.

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "validation.format" })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), { message: "validation.format" });

/** A Kuwait day that has started (today's run compares what happened so far). */
export const reconciliationDate = isoDate.refine((d) => d <= dateText(kuwaitDay(now())), { message: "validation.date_not_future" });

export const providerId = z.enum(PROVIDER_IDS as unknown as ["sandbox", "provider_a", "provider_b"]);

export const runBody = z.strictObject({ date: reconciliationDate, provider: providerId.optional() });
export const reconciliationQuery = z.strictObject({ date: reconciliationDate, provider: providerId.optional() });
export const runParams = z.object({ runId: z.string().min(1).max(100) });
export const exportQuery = z.strictObject({ format: z.enum(["csv", "xlsx"]).default("csv") });
