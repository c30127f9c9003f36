// Config for Prisma 6.19's JavaScript schema engine, used only to compute
// migration SQL offline (see docs/migrations.md). It needs a reachable
// PostgreSQL even though a datamodel-to-datamodel diff does not read it.
import { defineConfig } from "prisma-legacy/config";
import { PrismaPg } from "prisma-legacy-adapter-pg";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: process.env.MIGRATION_DIFF_TO!,
  adapter: async () => new PrismaPg({ connectionString: process.env.DIFF_DATABASE_URL! }),
} as never);
