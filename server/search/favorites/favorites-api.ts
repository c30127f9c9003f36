import { z } from "zod";
import { pagedList } from "../../core/http/meta";
import { defineEndpoint } from "../../core/http/endpoint";
import { created, noContent, ok, okPage } from "../../core/http/envelope";
import { pageParams } from "../../core/http/query";
import { getFavorite, listFavorites, saveFavorite, unsaveFavorite } from "./favorites";
import { vendorCardSchema } from "../home/cards";

// Saved vendors. The spec names two path sets for one function: /me/favorites
// (marketplace) and /favorites (catalog); both are served by the same
// endpoints below. Unsaving a vendor that is not saved is a 404, like reading
// it: the client learns the state, and a vendor id alone reveals nothing.

const PERMISSION = "favorite.manage";

const favoriteParams = z.object({ vendorId: z.string().min(1).max(100).meta({ description: "Vendor id (ULID)." }) });
const listQuery = z.strictObject(pageParams);

function favoriteEndpoints(base: "/me/favorites" | "/favorites") {
  return {
    save: defineEndpoint({
      method: "POST",
      path: `${base}/{vendorId}`,
      summary: "Save a vendor (201 with its card; saving again is 200, no second entry). A vendor the marketplace does not show is 404",
      tags: ["Marketplace"],
      auth: "user",
      permission: PERMISSION,
      params: favoriteParams,
      response: vendorCardSchema,
      successStatus: 201,
      handler: async ({ params, ctx }) => {
        const { card, created: isNew } = await saveFavorite(params.vendorId, ctx);
        return isNew ? created(card, `/api/v1${base}/${card.id}`) : ok(card);
      },
    }),
    unsave: defineEndpoint({
      method: "DELETE",
      path: `${base}/{vendorId}`,
      summary: "Unsave a vendor (204); 404 when it is not saved",
      tags: ["Marketplace"],
      auth: "user",
      permission: PERMISSION,
      params: favoriteParams,
      successStatus: 204,
      handler: async ({ params, ctx }) => {
        await unsaveFavorite(params.vendorId, ctx);
        return noContent();
      },
    }),
    get: defineEndpoint({
      method: "GET",
      path: `${base}/{vendorId}`,
      summary: "The card of a saved vendor; 404 when it is not saved or no longer shown",
      tags: ["Marketplace"],
      auth: "user",
      permission: PERMISSION,
      params: favoriteParams,
      response: vendorCardSchema,
      handler: async ({ params, ctx }) => ok(await getFavorite(params.vendorId, ctx)),
    }),
    list: defineEndpoint({
      method: "GET",
      path: base,
      summary: "Saved vendors as search cards, newest saved first, page-paginated; vendors no longer shown are left out",
      tags: ["Marketplace"],
      auth: "user",
      permission: PERMISSION,
      query: listQuery,
      ...pagedList(vendorCardSchema),
      handler: async ({ query, ctx }) => okPage(ctx.url, await listFavorites(query, ctx)),
    }),
  };
}

const marketplace = favoriteEndpoints("/me/favorites");
const catalog = favoriteEndpoints("/favorites");

export const saveMyFavorite = marketplace.save;
export const unsaveMyFavorite = marketplace.unsave;
export const getMyFavorite = marketplace.get;
export const listMyFavorites = marketplace.list;

export const saveFavoriteEndpoint = catalog.save;
export const unsaveFavoriteEndpoint = catalog.unsave;
export const getFavoriteEndpoint = catalog.get;
export const listFavoritesEndpoint = catalog.list;
