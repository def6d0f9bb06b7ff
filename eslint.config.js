import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import drizzle from "eslint-plugin-drizzle";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Where code runs decides what it may import (STYLE.md "Shape" 1).
const serverImports = {
  group: ["@/server/*", "**/server/**"],
  message: "The client and shared code never import the server.",
};
const clientImports = { group: ["@/client/*", "**/client/**"], message: "Shared code never imports the client." };

// The layers of the product (README "Architecture", DESIGN.md "Layout"). The first pattern that
// matches a file decides its layer: `app` is the rest of src/server (its *.ts and cli/).
const layers = [
  { type: "shared", pattern: "src/shared" },
  { type: "client", pattern: "src/client" },
  { type: "core", pattern: "src/server/core" },
  { type: "feature", pattern: "src/server/features/*", capture: ["feature"] },
  { type: "app", pattern: "src/server" },
].map((layer) => ({ ...layer, partialMatch: false }));

const layer = (type) => ({ element: { type } });
// Imports inside one feature are its own business; another feature is reached through its index.ts.
const featureEntry = { element: { type: "feature", fileInternalPath: "index.ts" } };

export default tseslint.config(
  {
    ignores: ["dist/", "node_modules/", "data/", "drizzle/", "test-results/", "playwright-report/", "**/*.d.ts"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
      "no-console": "off",
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["src/server/**/*.ts"],
    plugins: { drizzle },
    rules: {
      // An update or delete without a where clause touches every row (create-t3-app's rule).
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: `${import.meta.dirname}/tsconfig.json` } },
      "boundaries/root-path": import.meta.dirname,
      "boundaries/elements": layers,
      // Re-exports and lazy imports cross layers too.
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message:
            "{{from.element.type}} may not import {{to.element.type}} \"{{dependency.source}}\". Layers run one way " +
            "(README \"Architecture\"): shared <- core <- features <- app, and client -> shared; " +
            "a feature uses another only through its index.ts.",
          policies: [
            { from: layer("shared"), allow: { to: layer("shared") } },
            { from: layer("client"), allow: { to: [layer("client"), layer("shared")] } },
            { from: layer("core"), allow: { to: [layer("core"), layer("shared")] } },
            { from: layer("feature"), allow: { to: [layer("core"), layer("shared"), featureEntry] } },
            { from: layer("app"), allow: { to: [layer("app"), layer("feature"), layer("core"), layer("shared")] } },
          ],
        },
      ],
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": ["error", { patterns: [serverImports] }],
    },
  },
  {
    // The client reaches the API only through the typed client derived from the shared contracts
    // (lib/feature-client.ts, one client per feature in lib/operations/): no URL or answer type written by hand.
    files: ["src/client/**/*.{ts,tsx}"],
    ignores: ["src/client/lib/api.ts", "src/client/lib/feature-client.ts", "src/client/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [serverImports],
          paths: [
            { name: "@/client/lib/api", importNames: ["apiRequest"], message: "Call the API through the feature's client (client/lib/operations/<feature>.ts)." },
            { name: "sonner", message: "Show toasts through @/client/components/ui/toast: it loads the library with the first toast." },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "Literal[value=/^\\/api\\//]", message: "API paths come from the shared endpoints: call `<feature>Api.<operation>` (client/lib/operations)." },
        { selector: "TemplateElement[value.raw=/^\\/api\\//]", message: "API paths come from the shared endpoints: call `<feature>Api.<operation>` (client/lib/operations)." },
      ],
    },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            serverImports,
            clientImports,
            { group: ["node:*", "react", "react-dom", "drizzle-orm", "drizzle-orm/*", "hono", "hono/*"], message: "Shared code is pure: no Node, DOM, React or database APIs." },
          ],
        },
      ],
    },
  },
);
