import { z } from "zod";
import { pagedList } from "../core/http/meta";
import { defineEndpoint } from "../core/http/endpoint";
import { created, noContent, ok, okPage } from "../core/http/envelope";
import { currentVendorId } from "../identity/sessions/current-vendor";
import { createPackage, deletePackage, updatePackage } from "./packages";
import { publicVendorIdOrThrow, publishedServices } from "./public-services";
import * as s from "./service-schemas";
import { archiveService, assertServiceInBranches, createService, getOwnService, listOwnServices, updateService } from "./services";
import type { RequestContext } from "../core/http/request-context";

// Vendor services and packages (/vendors/me/services...) and the public
// catalogue of a vendor (/vendors/{id}/services). Only endpoints are exported.

const MANAGE = "listing.manage";

/** The caller's vendor, once the service is one of the caller's branches' (404 otherwise). */
async function serviceVendorId(ctx: RequestContext, serviceId: string): Promise<string> {
  const vendorId = await currentVendorId(ctx, MANAGE);
  await assertServiceInBranches(vendorId, serviceId, ctx);
  return vendorId;
}

export const listOwnServicesEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendors/me/services",
  summary: "The current vendor's services (any status; filter with `status`), page-paginated",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "listing.manage",
  query: s.listServicesQuery,
  ...pagedList(s.vendorServiceSchema),
  handler: async ({ query, ctx }) => {
    const vendorId = await currentVendorId(ctx, MANAGE);
    return okPage(ctx.url, await listOwnServices(vendorId, query, ctx));
  },
});

export const createServiceEndpoint = defineEndpoint({
  method: "POST",
  path: "/vendors/me/services",
  summary: "Create a service (draft) in one of the vendor's categories or their active subcategories",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "listing.manage",
  body: s.createServiceBody,
  response: s.vendorServiceSchema,
  successStatus: 201,
  handler: async ({ body, ctx }) => {
    const service = await createService(await currentVendorId(ctx, MANAGE), body, ctx);
    return created(service, `/api/v1/vendors/me/services/${service.id}`);
  },
});

export const getOwnServiceEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendors/me/services/{id}",
  summary: "One of the current vendor's services with its packages",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "listing.manage",
  params: s.serviceIdParams,
  response: s.vendorServiceSchema,
  handler: async ({ params, ctx }) => ok(await getOwnService(await currentVendorId(ctx, MANAGE), params.id, ctx)),
});

export const updateServiceEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/vendors/me/services/{id}",
  summary:
    "Edit a service and/or change its status: `published` (needs `listing.publish` and an approved vendor: 403 VENDOR_NOT_APPROVED), `draft` (unpublish or restore), `archived`. Illegal moves and edits of archived services: 409",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "listing.manage",
  params: s.serviceIdParams,
  body: s.updateServiceBody,
  response: s.vendorServiceSchema,
  handler: async ({ params, body, ctx }) => ok(await updateService(await currentVendorId(ctx, MANAGE), params.id, body, ctx)),
});

export const archiveServiceEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/vendors/me/services/{id}",
  summary: "Archive a service (204; it stays readable with status archived; restore with PATCH status=draft)",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "listing.manage",
  params: s.serviceIdParams,
  successStatus: 204,
  handler: async ({ params, ctx }) => {
    await archiveService(await currentVendorId(ctx, MANAGE), params.id, ctx);
    return noContent();
  },
});

export const createPackageEndpoint = defineEndpoint({
  method: "POST",
  path: "/vendors/me/services/{id}/packages",
  summary: "Add a package (at most 10 per service); the service's price_from becomes the lowest package price",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "listing.manage",
  params: s.serviceIdParams,
  body: s.createPackageBody,
  response: s.packageSchema,
  successStatus: 201,
  handler: async ({ params, body, ctx }) => {
    const pkg = await createPackage(await serviceVendorId(ctx, params.id), params.id, body, ctx);
    return created(pkg, `/api/v1/vendors/me/services/${params.id}/packages/${pkg.id}`);
  },
});

export const updatePackageEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/vendors/me/services/{id}/packages/{packageId}",
  summary: "Edit a package",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "listing.manage",
  params: s.packageIdParams,
  body: s.updatePackageBody,
  response: s.packageSchema,
  handler: async ({ params, body, ctx }) => ok(await updatePackage(await serviceVendorId(ctx, params.id), params.id, params.packageId, body, ctx)),
});

export const deletePackageEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/vendors/me/services/{id}/packages/{packageId}",
  summary: "Delete a package",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "listing.manage",
  params: s.packageIdParams,
  successStatus: 204,
  handler: async ({ params, ctx }) => {
    await deletePackage(await serviceVendorId(ctx, params.id), params.id, params.packageId);
    return noContent();
  },
});

// The spec lists PATCH and DELETE on the collection path; the package is named in the body.
export const updatePackageByBodyEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/vendors/me/services/{id}/packages",
  summary: "Edit a package named by `package_id` in the body (same as PATCH .../packages/{packageId})",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "listing.manage",
  params: s.serviceIdParams,
  body: s.updatePackageByBodyBody,
  response: s.packageSchema,
  handler: async ({ params, body, ctx }) => {
    const { package_id, ...fields } = body;
    return ok(await updatePackage(await serviceVendorId(ctx, params.id), params.id, package_id, fields, ctx));
  },
});

export const deletePackageByBodyEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/vendors/me/services/{id}/packages",
  summary: "Delete a package named by `package_id` in the body (same as DELETE .../packages/{packageId})",
  tags: ["Vendors"],
  auth: "user",
  vendorPermission: "listing.manage",
  params: s.serviceIdParams,
  body: s.deletePackageByBodyBody,
  successStatus: 204,
  handler: async ({ params, body, ctx }) => {
    await deletePackage(await serviceVendorId(ctx, params.id), params.id, body.package_id);
    return noContent();
  },
});

export const publicVendorServicesEndpoint = defineEndpoint({
  method: "GET",
  path: "/vendors/{id}/services",
  summary: "Published services and packages of an approved, published vendor (id or slug); 404 otherwise",
  tags: ["Marketplace"],
  auth: "public",
  params: s.vendorRefParams,
  response: z.array(s.publicServiceSchema),
  collection: true,
  handler: async ({ params, ctx }) => ok(await publishedServices(await publicVendorIdOrThrow(params.id), ctx.locale)),
});
