import { pagedList } from "../core/http/meta";
import { defineEndpoint } from "../core/http/endpoint";
import { created, noContent, ok, okPage } from "../core/http/envelope";
import { createCmsPage, deleteCmsPage, getCmsPage, getPublishedPage, listCmsPages, updateCmsPage } from "./cms-pages";
import * as s from "./schemas";

// CMS content pages: admin CRUD (cms.manage) and the public read of published pages.

const PERMISSION = "cms.manage";

export const adminListCmsPages = defineEndpoint({
  method: "GET",
  path: "/admin/cms-pages",
  summary: "Content pages (without bodies), by slug, page-paginated",
  tags: ["Admin"],
  auth: "user",
  permission: PERMISSION,
  query: s.listCmsPagesQuery,
  ...pagedList(s.cmsPageSummarySchema),
  handler: async ({ query, ctx }) => okPage(ctx.url, await listCmsPages(query, ctx)),
});

export const adminCreateCmsPage = defineEndpoint({
  method: "POST",
  path: "/admin/cms-pages",
  summary: "Create a bilingual content page (draft unless `status: published`); duplicate slug 422",
  tags: ["Admin"],
  auth: "user",
  permission: PERMISSION,
  body: s.createCmsPageBody,
  response: s.cmsPageSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => {
    const page = await createCmsPage(body, ctx);
    return created(page, `/api/v1/admin/cms-pages/${page.id}`);
  },
});

export const adminGetCmsPage = defineEndpoint({
  method: "GET",
  path: "/admin/cms-pages/{id}",
  summary: "One content page with both bodies",
  tags: ["Admin"],
  auth: "user",
  permission: PERMISSION,
  params: s.cmsPageIdParams,
  response: s.cmsPageSchema,
  handler: async ({ params, ctx }) => ok(await getCmsPage(params.id, ctx)),
});

export const adminUpdateCmsPage = defineEndpoint({
  method: "PATCH",
  path: "/admin/cms-pages/{id}",
  summary: "Edit a content page; `status` publishes (draft -> published) or unpublishes",
  tags: ["Admin"],
  auth: "user",
  permission: PERMISSION,
  params: s.cmsPageIdParams,
  body: s.updateCmsPageBody,
  response: s.cmsPageSchema,
  handler: async ({ params, body, ctx }) => ok(await updateCmsPage(params.id, body, ctx)),
});

export const adminDeleteCmsPage = defineEndpoint({
  method: "DELETE",
  path: "/admin/cms-pages/{id}",
  summary: "Delete a content page (audited)",
  tags: ["Admin"],
  auth: "user",
  permission: PERMISSION,
  params: s.cmsPageIdParams,
  successStatus: 204,
  handler: async ({ params, ctx }) => {
    await deleteCmsPage(params.id, ctx);
    return noContent();
  },
});

export const getPublicPage = defineEndpoint({
  method: "GET",
  path: "/pages/{slug}",
  summary: "A published content page in the requested language (both languages included); 404 for drafts",
  tags: ["Content"],
  auth: "public",
  params: s.pageSlugParams,
  response: s.publicPageSchema,
  handler: async ({ params, ctx }) => ok(await getPublishedPage(params.slug, ctx.locale)),
});
