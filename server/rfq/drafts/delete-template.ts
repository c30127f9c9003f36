import { writeAudit } from "../../core/audit";
import { db } from "../../core/db/client";
import { notFound } from "../../core/errors";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { ULID_PATTERN } from "../../core/ids";
import { currentVendorId } from "../../identity/current-vendor";

// DELETE /vendor/quote-templates/{id}: another vendor's template (or none) is 404; audited.

export async function deleteTemplate(id: string, ctx: RequestContext): Promise<void> {
  const vendorId = await currentVendorId(ctx, "quote.submit");
  if (!ULID_PATTERN.test(id)) throw notFound();
  await db.$transaction(async (tx) => {
    const row = await tx.quoteTemplate.findFirst({ where: { id, vendorId }, select: { id: true, name: true } });
    if (!row) throw notFound();
    await tx.quoteTemplate.delete({ where: { id } });
    await writeAudit(tx, {
      actor: { type: "user", id: callerId(ctx) },
      action: "quote_template.deleted",
      entityType: "quote_template",
      entityId: id,
      diff: { name: [row.name, null] },
      request: ctx,
    });
  });
}
