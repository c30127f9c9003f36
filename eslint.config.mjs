// ESLint flat config; `npm run lint` runs it over the whole repository.
// Besides the recommended rules, two rules hold the architecture in place:
// - `import-x/no-cycle`: no file imports a file that imports it back;
// - `import-x/no-restricted-paths`: server modules depend on each other one
//   way only, in the order of MODULE_LAYERS, and server/core on none of them;
//   components/ folders likewise in the order of COMPONENT_LAYERS (components/ui
//   at the bottom), each importing of a lower folder only what it EXPOSES.
// - `local/css-from-own-folder`: a file imports only CSS of its own folder
//   (a component's styles travel with it; a shared piece is a components/ui component).
// typescript-eslint runs without type information: with it the lint took over
// 4 minutes here instead of about one, and `tsc --noEmit` checks types anyway.
import { readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

/**
 * server/<module> folders from the bottom up: a module imports only modules
 * listed before it (tests excepted: a test may set up data through any
 * module). A new module goes after everything it needs and before everything
 * that needs it. server/test is test support, outside the layering.
 */
const MODULE_LAYERS = [
  "core",
  "messaging",
  "identity",
  "notifications",
  "audit",
  "branches",
  "media",
  "catalog",
  "geocoding",
  "content",
  "vendors",
  "planner",
  "bookings",
  "availability",
  "orders",
  "rfq",
  "invoices",
  "payments",
  "finance",
  "wallet",
  "conversations",
  "search",
  "reviews",
  "home",
  "webhooks",
  "jobs",
  "api",
];

const unlisted = readdirSync(new URL("./server", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "test" && !MODULE_LAYERS.includes(entry.name))
  .map((entry) => `server/${entry.name}`);
if (unlisted.length) throw new Error(`eslint.config.mjs: add ${unlisted.join(", ")} to MODULE_LAYERS`);

const coreZones = [
  { target: "./server/core", from: "./server", except: ["./core"], message: "server/core imports no other server module." },
  { target: "./server/core", from: ["./app", "./components"], message: "server/core imports no route, page or component." },
];
const moduleZones = MODULE_LAYERS.slice(1, -1).map((module, i) => ({
  target: `./server/${module}`,
  from: MODULE_LAYERS.slice(i + 2).map((higher) => `./server/${higher}`),
  message: `server/${module} may import only the modules before it in MODULE_LAYERS (eslint.config.mjs).`,
}));
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];
/** Test support: helpers only tests import, outside the production folders. */
const TEST_SUPPORT = ["server/test/**", "components/test/**"];
// Routes and pages sit above the server layer: nothing under server/ (its tests included) imports them.
const serverZones = [
  { target: "./server", from: "./app", message: "server/ imports nothing from app/: a test reaches an endpoint through server/test/http.ts." },
];

/**
 * components/<folder> from the bottom up (docs/architecture.md "Components"):
 * ui holds the shared primitives and imports no other folder; shell is the
 * portal chrome (frame, navigation, gates); the domain folders follow, each
 * importing only folders listed before it, so no two folders import each
 * other. A domain folder imports of a lower one only the files that folder
 * EXPOSES; all of ui is open. app/ may import any component.
 */
const COMPONENT_LAYERS = [
  "ui",
  "providers",
  "notifications",
  "shell",
  "auth",
  "account",
  "catalog",
  "content",
  "developers",
  "search",
  "finance",
  "payments",
  "wallet",
  "vendor",
  "availability",
  "admin",
  "conversations",
  "reviews",
  "bookings",
  "events",
  "planner",
  "rfq",
  "orders",
  "vendor-profile",
  "webhooks",
];
const EXPOSES = {
  shell: ["area-frame.tsx", "area-nav.tsx", "use-my-vendor.ts", "vendor-gate.tsx"],
  notifications: ["bell.tsx", "time-ago.ts", "types.ts", "use-notifications.ts"],
  auth: ["otp.tsx"],
  account: ["account-gate.tsx", "use-me.ts"],
  catalog: ["category-empty.tsx", "category-grid.tsx", "reference-data.ts", "subcategory-chips.tsx"],
  search: ["favorite-button.tsx"],
  finance: ["invoice-actions.tsx"],
  payments: ["booking-payment-outcome.tsx", "pay-deposit.tsx", "pay-plan.tsx"],
  vendor: ["labels.tsx", "types.ts"],
  availability: ["month.ts"],
  admin: ["admin-gate.tsx"],
  conversations: ["message-vendor-button.tsx", "side-gate.tsx", "types.ts"],
  reviews: ["review-entry.tsx", "review-form.tsx", "types.ts", "use-my-reviews.ts", "vendor-reviews.tsx"],
  bookings: ["policy-list.tsx", "types.ts"],
  events: ["event-facts.tsx", "event-form.tsx", "types.ts"],
  planner: ["head-count-offer.tsx"],
};

const CONFIRM_MESSAGE = "Use useConfirm from components/ui/confirm: `if (!(await confirm({ title, confirmLabel }))) return;`.";
const PROMPT_MESSAGE = "Ask in the page: Dialog (components/ui/dialog) with a Field, or a notice in the page's own words.";

/** A className naming a button look: `button`, `button-secondary`, `button--link`, `link-button`, alone or among others. */
const BUTTON_CLASS = "/(^|\\s)(link-)?button(\\s|$|-)/";
/** A className naming the error line's look, alone or among others. */
const ERROR_CLASS = "/(^|\\s)form-field__error(\\s|$)/";
/** The className strings (plain, in a template or in a condition) matching `pattern`. */
const classNameNodes = (pattern) =>
  [`Literal[value=${pattern}]`, `TemplateElement[value.raw=${pattern}]`].map((node) => `JSXAttribute[name.name="className"] ${node}`);

const unlistedComponents = readdirSync(new URL("./components", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "test" && !COMPONENT_LAYERS.includes(entry.name))
  .map((entry) => `components/${entry.name}`);
if (unlistedComponents.length) throw new Error(`eslint.config.mjs: add ${unlistedComponents.join(", ")} to COMPONENT_LAYERS`);

const componentZones = [
  { target: "./components", from: "./app", message: "components/ import no route or page." },
  ...COMPONENT_LAYERS.flatMap((folder, i) =>
    COMPONENT_LAYERS.filter((other) => other !== folder && other !== "ui").map((other) =>
      COMPONENT_LAYERS.indexOf(other) > i
        ? {
            target: `./components/${folder}`,
            from: `./components/${other}`,
            message: `components/${folder} may import only the folders before it in COMPONENT_LAYERS (eslint.config.mjs).`,
          }
        : {
            target: `./components/${folder}`,
            from: `./components/${other}`,
            except: (EXPOSES[other] ?? []).map((file) => `./${file}`),
            message: `components/${other} exposes only ${(EXPOSES[other] ?? []).join(", ") || "nothing"} to other folders (EXPOSES in eslint.config.mjs).`,
          },
    ),
  ),
];

const ROOT = dirname(fileURLToPath(import.meta.url));

/**
 * A `.css` import names a file in the importing file's own folder
 * (`import "./events.css"`), never another folder's (`@/components/ui/x.css`,
 * `../other/x.css`, `./sub/x.css`): a folder's CSS styles that folder's markup,
 * and what two folders share is a components/ui component importing its own
 * CSS. app/globals.css @imports app/styles/*.css: CSS files are not linted.
 */
const cssFromOwnFolder = {
  meta: {
    type: "problem",
    schema: [],
    messages: { foreign: "{{source}} is another folder's CSS: import it from a component of that folder, or move the rule here." },
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== "string" || !source.endsWith(".css")) return;
        const here = dirname(context.filename);
        const target = source.startsWith("@/") ? join(ROOT, source.slice(2)) : source.startsWith(".") ? resolve(here, source) : null;
        if (target !== null && dirname(target) !== here) context.report({ node, messageId: "foreign", data: { source } });
      },
    };
  },
};

export default defineConfig(
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      "server/core/db/generated/**",
      ".data*/**",
      "test-results/**",
      "playwright-report/**",
      "tmp/**",
      "next-env.d.ts",
      "public/sdk/**",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // `const { secret: _s, ...rest } = row` leaves fields out; an `_arg` is a parameter the signature needs.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // `list.includes(x) || list.push(x)` as a statement is deliberate where it appears.
      "@typescript-eslint/no-unused-expressions": ["error", { allowShortCircuit: true }],
      // Name and text patterns list combining marks one by one on purpose (each mark matched alone).
      "no-misleading-character-class": "off",
      // Input validation rejects control characters by matching them.
      "no-control-regex": "off",
      // Prettier (.prettierrc.json) wraps code at 160; comments are held to the same width here. A
      // string literal is the one thing neither can break without changing what it says.
      "max-len": ["error", { code: 160, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true }],
    },
  },
  {
    files: TESTS,
    // Tests read response bodies and fake payloads of any shape.
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    plugins: { local: { rules: { "css-from-own-folder": cssFromOwnFolder } } },
    rules: { "local/css-from-own-folder": "error" },
  },
  {
    files: ["**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
  {
    files: ["server/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // Resolves the `@/` alias from tsconfig.json as the compiler does, and
      // parses imported .ts/.tsx files, so no-cycle follows imports through them.
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      // Type-only imports are erased at compile time, so they close no cycle.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: [...coreZones, ...serverZones] }],
    },
  },
  {
    // The test runner stays out of what ships: a production file importing it fails here.
    files: ["**/*.{ts,tsx,mjs}"],
    ignores: [...TESTS, ...TEST_SUPPORT, "e2e/**", "vitest.*.ts", "playwright.config.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "vitest", message: "vitest belongs in *.test.ts files and test support (server/test, components/test)." }],
          patterns: [
            {
              group: ["vitest/*", "@vitest/*", "@testing-library/*", "@inngest/test"],
              message: "Test libraries belong in tests and test support (server/test, components/test).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.{ts,tsx}"],
    ignores: TESTS,
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...coreZones, ...serverZones, ...moduleZones] }],
    },
  },
  {
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...coreZones, ...componentZones] }],
    },
  },
  {
    // An "are you sure" question is the portals' dialog (focus trapped, right-to-left, the page's own buttons), never the
    // browser's confirm box; nor its prompt and alert boxes (a question with a text answer is a Dialog with a field).
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "confirm", message: CONFIRM_MESSAGE },
        { name: "prompt", message: PROMPT_MESSAGE },
        { name: "alert", message: PROMPT_MESSAGE },
      ],
      "no-restricted-properties": [
        "error",
        ...["window", "globalThis"].flatMap((object) => [
          { object, property: "confirm", message: CONFIRM_MESSAGE },
          { object, property: "prompt", message: PROMPT_MESSAGE },
          { object, property: "alert", message: PROMPT_MESSAGE },
        ]),
      ],
    },
  },
  {
    // A button's looks come from Button, LinkButton or buttonClassName (components/ui/button.tsx), never a hand-written
    // class: a className whose string (plain, in a template or in a condition) names `button`, `button-…` or `link-button`.
    // Likewise an error line is an ErrorText (components/ui/states.tsx), never a hand-written `form-field__error`.
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    ignores: ["components/ui/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...classNameNodes(BUTTON_CLASS).map((selector) => ({
          selector,
          message: "Use Button, LinkButton or buttonClassName from components/ui/button.tsx instead of a hand-written button class.",
        })),
        ...classNameNodes(ERROR_CLASS).map((selector) => ({
          selector,
          message: "Use ErrorText (or ErrorLine for an API error) from components/ui/states.tsx instead of a hand-written form-field__error.",
        })),
      ],
    },
  },
);
