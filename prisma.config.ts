import { defineConfig } from "prisma/config";

// The CLI is used only to generate the client here; migrations are applied by
// server/core/db/migrate.ts (see docs/migrations.md).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
