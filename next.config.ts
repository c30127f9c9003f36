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
  // Native addons (and Typst's prebuilt binary for PDFs) load from node_modules at run time, never bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2", "pg", "@myriaddreamin/typst-ts-node-compiler"],
};

export default withNextIntl(nextConfig);
