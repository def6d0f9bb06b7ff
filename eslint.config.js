import js from "@eslint/js";
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
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": ["error", { patterns: [serverImports] }],
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
