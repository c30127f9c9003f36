import { z } from "zod";

// Query-parameter rules shared by the vendor and the service search.

/** Spec: search page depth is capped at 500 results via the API. */
export const MAX_SEARCH_DEPTH = 500;

/** A KWD bound of the budget filter: 0.000 to 99999.999 (spec), at most 3 decimals. */
export const priceFilter = z
  .string()
  .regex(/^\d{1,5}(\.\d{1,3})?$/, { message: "validation.search_price" })
  .transform(Number)
  .meta({ description: "KWD, 0.000 to 99999.999." });
