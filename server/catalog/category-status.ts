import type { CategoryStatus } from "../core/db/generated/client";
import { AppError } from "../core/errors";

// The category state machine, in one table (spec States "Category"):
// active -> inactive (hidden from browse and search, associations kept),
// inactive -> active, inactive -> archived (only without vendor associations:
// checked by the caller, which knows the counts). Archived is final.
export const CATEGORY_TRANSITIONS: Record<CategoryStatus, readonly CategoryStatus[]> = {
  active: ["inactive"],
  inactive: ["active", "archived"],
  archived: [],
};

export function assertCategoryTransition(from: CategoryStatus, to: CategoryStatus): void {
  if (!CATEGORY_TRANSITIONS[from].includes(to)) {
    throw new AppError("CONFLICT", { message: `An ${from} category cannot become ${to}.` });
  }
}
