import { writeAudit } from "../../core/audit";
import { db } from "../../core/db/client";
import { notFound } from "../../core/errors";
import type { RequestContext } from "../../core/http/request-context";
import { ULID_PATTERN } from "../../core/ids";
import { templateScope } from "./template-scope";

// DELETE /vendor/quote-templates/{id}: another vendor's template (or none) is 404 (a member limited to branches deletes only the ones they saved); audited.

export async function deleteTemplate(id: string, ctx: RequestContext): Promise<void> {
  const { where, userId } = await templateScope(ctx);
  if (!ULID_PATTERN.test(id)) throw notFound();
  await db.$transaction(async (tx) => {
    const row = await tx.quoteTemplate.findFirst({ where: { ...where, id }, select: { id: true, name: true } });
    if (!row) throw notFound();
    await tx.quoteTemplate.delete({ where: { id } });
    await writeAudit(tx, {
      actor: { type: "user", id: userId },
      action: "quote_template.deleted",
      entityType: "quote_template",
      entityId: id,
      diff: { name: [row.name, null] },
      request: ctx,
    });
  });
}
