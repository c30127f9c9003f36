import { now } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { call } from "./http";
import { auth } from "./identity";

// Calls of the quote drafts and templates API, and a vendor's catalog made
// directly in the database, for server/rfq/drafts tests.

export function draftsApi(caller: { token: string } | null, locale: "ar" | "en" = "en") {
  const headers = caller ? auth(caller.token, locale) : { "accept-language": locale };
  return {
    draft: (quoteId: string) => call(`/vendor/quotes/${quoteId}/ai-draft`, { method: "POST", headers }),
    templates: () => call("/vendor/quote-templates", { headers }),
    saveTemplate: (body: unknown) => call("/vendor/quote-templates", { method: "POST", headers, body }),
    deleteTemplate: (id: string) => call(`/vendor/quote-templates/${id}`, { method: "DELETE", headers }),
  };
}

/** A service of the vendor in the category (published unless told) with its packages in order. */
export async function serviceWithPackages(
  vendorId: string,
  opts: { category?: string; status?: "draft" | "published"; priceFrom?: string | null; name?: string; packages?: { name: string; price: string }[] } = {},
) {
  const category = await db.category.findUniqueOrThrow({ where: { slug: opts.category ?? "photography" } });
  const status = opts.status ?? "published";
  const name = opts.name ?? "Wedding photography";
  return db.service.create({
    data: {
      id: newId(),
      vendorId,
      categoryId: category.id,
      nameAr: `خدمة ${name}`,
      nameEn: name,
      priceFrom: opts.priceFrom === undefined ? "250.000" : opts.priceFrom,
      status,
      publishedAt: status === "published" ? now() : null,
      packages: {
        create: (opts.packages ?? []).map((p, i) => ({ id: newId(), nameAr: `باقة ${p.name}`, nameEn: p.name, price: p.price, sortOrder: i })),
      },
    },
    include: { packages: { orderBy: { sortOrder: "asc" } } },
  });
}

/** A quote version's items replaced (the helper's quote has one line). */
export async function setQuoteItems(quoteId: string, items: { name: string; quantity: number; unit_price: string }[]) {
  const withTotals = items.map((i) => ({ ...i, line_total: (Number(i.unit_price) * i.quantity).toFixed(3) }));
  await db.quoteVersion.updateMany({ where: { quoteId }, data: { items: withTotals } });
}
