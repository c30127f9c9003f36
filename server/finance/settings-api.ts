import { z } from "zod";
import { defineEndpoint } from "../core/http/endpoint";
import { ok } from "../core/http/envelope";
import { financeSettingsSchema } from "./commission";
import { financeSettingsBody, getFinanceSettings, updateFinanceSettings } from "./finance-settings";

// Finance settings (docs/finance.md): the commission rate. Only endpoints are exported.

export const getFinanceSettingsEndpoint = defineEndpoint({
  method: "GET",
  path: "/admin/finance-settings",
  summary: "The commission rate new ledger entries use (default 0.0500 = 5% of the booking total). Finance, Super (settlement.manage)",
  tags: ["Admin"],
  auth: "user",
  permission: "settlement.manage",
  query: z.strictObject({}),
  response: financeSettingsSchema,
  handler: async () => ok(await getFinanceSettings()),
});

export const updateFinanceSettingsEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/admin/finance-settings",
  summary: "Change the commission rate (0 < rate <= 0.5000, exactly 4 decimals). Audited with old and new value; entries already written keep their rate",
  tags: ["Admin"],
  auth: "user",
  permission: "settlement.manage",
  body: financeSettingsBody,
  response: financeSettingsSchema,
  handler: async ({ body, ctx }) => ok(await updateFinanceSettings(body, ctx)),
});
