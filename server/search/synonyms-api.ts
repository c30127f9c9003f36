import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { getSynonyms, replaceSynonyms, synonymsBody, synonymsSchema } from "./synonyms";

// The synonym dictionary (Admin Content: search.synonyms.manage).

const PERMISSION = "search.synonyms.manage";

export const adminGetSynonyms = defineEndpoint({
  method: "GET",
  path: "/admin/search/synonyms",
  summary: "The synonym dictionary: groups of terms that mean the same thing, in their saved order",
  tags: ["Admin"],
  auth: "user",
  permission: PERMISSION,
  query: z.strictObject({}),
  response: synonymsSchema,
  handler: async () => ok(await getSynonyms()),
});

export const adminReplaceSynonyms = defineEndpoint({
  method: "PUT",
  path: "/admin/search/synonyms",
  summary:
    "Replace the synonym dictionary (at most 500 groups of 2-20 terms, 1-60 characters each; a term that folds to nothing or to another term of its group is a 422); audited",
  tags: ["Admin"],
  auth: "user",
  permission: PERMISSION,
  body: synonymsBody,
  response: synonymsSchema,
  handler: async ({ body, ctx }) => ok(await replaceSynonyms(body, ctx)),
});
