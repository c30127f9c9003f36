import { db } from "../../core/db/client";
import type { RequestContext } from "../../core/http/request-context";
import { currentVendorId } from "../../identity/current-vendor";
import type { QuoteTemplateView } from "./schemas";
import { templateView } from "./template-view";

// GET /vendor/quote-templates: the vendor's saved quote templates, newest first.

export async function listTemplates(ctx: RequestContext): Promise<QuoteTemplateView[]> {
  const vendorId = await currentVendorId(ctx, "quote.submit");
  const rows = await db.quoteTemplate.findMany({ where: { vendorId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(templateView);
}
