import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

// The catalogues are compiled at build time (next-intl's `precompile`): pages then format messages with a
// 650-byte runtime instead of shipping the ICU parser (intl-messageformat, 10 KB compressed) to every
// browser. Code that reads a catalogue itself meets a message as a string or as its compiled form
// (server/core/i18n.ts).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: ["ar", "en"], precompile: true } },
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  compress: true,
  poweredByHeader: false,
  // `next dev` serves its scripts to localhost only; 127.0.0.1 is the other name a person (and
  // e2e/payment-origin.spec.ts) browses this machine by. `next start` has no such check.
  allowedDevOrigins: ["127.0.0.1"],
  // `next build` does not type-check: it was half of a first `npm start` on a 2-core machine. Types are
  // checked by `npm run typecheck` (tsc --noEmit) and in CI (.ci/run), which fail on any error.
  typescript: { ignoreBuildErrors: true },
  // Turbopack's build cache on disk speeds up a second build of changed sources, but writing it took
  // 15 s of a 75 s first build on a 2-core machine: a first start and CI build once.
  experimental: { turbopackFileSystemCacheForBuild: false },
  // Native addons (and Typst's prebuilt binary for PDFs) load from node_modules at run time, never bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2", "pg", "@myriaddreamin/typst-ts-node-compiler"],
};

export default withNextIntl(nextConfig);
