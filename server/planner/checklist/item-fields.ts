import type { Tx } from "../../core/db/client";
import { validationFailed } from "../../core/errors";
import { utcDay } from "../../core/dates";

// The fields a customer sets on an item, checked and turned into columns.

export async function itemColumns(tx: Tx, input: { title?: string; due_date?: string | null; category_id?: string | null }) {
  if (input.category_id) {
    const category = await tx.category.findFirst({ where: { id: input.category_id, parentId: null, status: "active" }, select: { id: true } });
    if (!category) throw validationFailed({ category_id: ["validation.category_unknown"] });
  }
  return {
    title: input.title,
    categoryId: input.category_id,
    // A date of its own: the item stops following the event date.
    ...(input.due_date !== undefined
      ? { dueDate: input.due_date === null ? null : utcDay(input.due_date), offsetDays: input.due_date === null ? undefined : null }
      : {}),
  };
}
