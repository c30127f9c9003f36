"use client";

import { z } from "zod";

/**
 * A blank text reads as missing, so the form says "required" as the API does
 * (a check's own message would bypass the form's translation of issues).
 */
export const filled = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema);

/** The admin endpoints' audit reason (3–500 characters). */
export const reasonSchema = filled(z.string().trim().min(3).max(500));
