import { db } from "../../core/db/client";
import type { RequestContext } from "../../core/http/request-context";
import type { QuoteTemplateView } from "./schemas";
import { templateScope } from "./template-scope";
import { templateView } from "./template-view";

// GET /vendor/quote-templates: the vendor's saved quote templates, newest first (a member limited to branches: the ones they saved).

export async function listTemplates(ctx: RequestContext): Promise<QuoteTemplateView[]> {
  const { where } = await templateScope(ctx);
  const rows = await db.quoteTemplate.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(templateView);
}
