import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  reactStrictMode: true,
  compress: true,
  poweredByHeader: false,
  // `next build` does not type-check: it was half of a first `npm start` on a 2-core machine. Types are
  // checked by `npm run typecheck` (tsc --noEmit) and in CI (.ci/run), which fail on any error.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2", "pg"],
};

export default withNextIntl(nextConfig);
