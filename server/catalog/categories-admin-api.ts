import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { created, noContent, ok } from "../core/http/envelope";
import * as s from "./category-admin-schemas";
import { createCategory, deleteCategory, getAdminCategory, listAdminCategories, updateCategory } from "./categories-admin";

// Admin taxonomy management (taxonomy.manage: Moderator / Content admins).

const PERMISSION = "taxonomy.manage";

export const adminListCategories = defineEndpoint({
  method: "GET",
  path: "/admin/categories",
  summary: "The category tree in every status, with counts of vendors, services and subcategories",
  tags: ["Admin"],
  auth: "user",
  permission: PERMISSION,
  query: s.adminCategoriesQuery,
  response: z.array(s.adminCategoryTreeSchema),
  collection: true,
  handler: async ({ ctx }) => ok(await listAdminCategories(ctx)),
});

export const adminCreateCategory = defineEndpoint({
  method: "POST",
  path: "/admin/categories",
  summary: "Create a category or (with parent_id) a subcategory; two levels at most; duplicate slug 422",
  tags: ["Admin"],
  auth: "user",
  permission: PERMISSION,
  body: s.createCategoryBody,
  response: s.adminCategorySchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => {
    const category = await createCategory(body, ctx);
    return created(category, `/api/v1/admin/categories/${category.id}`);
  },
});

export const adminGetCategory = defineEndpoint({
  method: "GET",
  path: "/admin/categories/{id}",
  summary: "One category in any status, with its counts",
  tags: ["Admin"],
  auth: "user",
  permission: PERMISSION,
  params: s.categoryIdParams,
  response: s.adminCategorySchema,
  handler: async ({ params, ctx }) => ok(await getAdminCategory(params.id, ctx)),
});

export const adminUpdateCategory = defineEndpoint({
  method: "PATCH",
  path: "/admin/categories/{id}",
  summary:
    "Edit fields, SEO meta, icon, order, parent, and status (active -> inactive -> archived; inactive -> active). Archiving with vendors or services: 409",
  tags: ["Admin"],
  auth: "user",
  permission: PERMISSION,
  params: s.categoryIdParams,
  body: s.updateCategoryBody,
  response: s.adminCategorySchema,
  handler: async ({ params, body, ctx }) => ok(await updateCategory(params.id, body, ctx)),
});

export const adminDeleteCategory = defineEndpoint({
  method: "DELETE",
  path: "/admin/categories/{id}",
  summary: "Hard-delete a category without vendors, services or subcategories (409 otherwise); `reason` goes to the audit log",
  tags: ["Admin"],
  auth: "user",
  permission: PERMISSION,
  params: s.categoryIdParams,
  query: s.deleteCategoryQuery,
  successStatus: 204,
  handler: async ({ params, query, ctx }) => {
    await deleteCategory(params.id, query.reason, ctx);
    return noContent();
  },
});
