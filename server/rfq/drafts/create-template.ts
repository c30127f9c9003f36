import { writeAudit } from "../../core/audit";
import { now } from "../../core/clock";
import { db } from "../../core/db/client";
import { validationFailed } from "../../core/errors";
import { callerId, type RequestContext } from "../../core/http/request-context";
import { newId } from "../../core/ids";
import { formatAmount } from "../../core/money";
import { currentVendorId } from "../../identity/sessions/current-vendor";
import type { QuoteTemplateView, TemplateBody } from "./schemas";
import { templateView } from "./template-view";

// POST /vendor/quote-templates: save lines and a note to reuse in later quotes.
// At most 50 per vendor; audited.

export const MAX_TEMPLATES = 50;

export async function createTemplate(body: TemplateBody, ctx: RequestContext): Promise<QuoteTemplateView> {
  const vendorId = await currentVendorId(ctx, "quote.submit");
  const userId = callerId(ctx);
  const id = newId();
  const row = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM vendors WHERE id = ${vendorId} FOR UPDATE`;
    if ((await tx.quoteTemplate.count({ where: { vendorId } })) >= MAX_TEMPLATES) throw validationFailed({ name: ["validation.quote_templates_limit"] });
    const items = body.lines.map((l) => ({ name: l.name, quantity: l.quantity, unit_price: formatAmount(l.unit_price) }));
    const created = await tx.quoteTemplate.create({
      data: { id, vendorId, name: body.name, items, note: body.note?.trim() || null, createdByUserId: userId, createdAt: now() },
    });
    await writeAudit(tx, {
      actor: { type: "user", id: userId },
      action: "quote_template.created",
      entityType: "quote_template",
      entityId: id,
      diff: { name: [null, body.name], lines: [null, items.length] },
      request: ctx,
    });
    return created;
  });
  return templateView(row);
}
