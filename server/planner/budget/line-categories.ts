import type { Tx } from "../../core/db/client";
import { validationFailed } from "../../core/errors";

/** Budget lines are per top-level active category, one each: 422 on the field otherwise. */
export async function checkLineCategories(tx: Tx, categoryIds: string[], field: (i: number) => string): Promise<void> {
  const found = await tx.category.findMany({ where: { id: { in: categoryIds }, parentId: null, status: "active" }, select: { id: true } });
  const ok = new Set(found.map((c) => c.id));
  const details: Record<string, string[]> = {};
  categoryIds.forEach((id, i) => {
    if (!ok.has(id)) details[field(i)] = ["validation.category_unknown"];
    else if (categoryIds.indexOf(id) !== i) details[field(i)] = ["validation.budget_line_taken"];
  });
  if (Object.keys(details).length) throw validationFailed(details);
}
