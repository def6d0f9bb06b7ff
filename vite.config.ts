import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { keepPreviousAssets } from "./scripts/asset-retention";

export default defineConfig({
  plugins: [react(), tailwindcss(), keepPreviousAssets()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: {
    outDir: "dist/client",
    // The previous builds' hashed assets stay, for tabs opened before a deploy; expired ones are
    // pruned at build (scripts/asset-retention.ts).
    emptyOutDir: false,
    // .vite/manifest.json: read by the server to preload each route's chunks with the first HTML
    // (http/static.ts), which never serves it.
    manifest: true,
    // The polyfill is an inline script, which the Content-Security-Policy (script-src 'self') blocks.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Needed to inline small common chunks (below); the entry's exports are read by nobody.
      preserveEntrySignatures: false,
      output: {
        // The framework changes less often than the app, so browsers keep it cached across releases.
        codeSplitting: {
          groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
          // A page drawn from thirty files of a few hundred bytes each pays a request and its headers
          // (about 1 KB with the security headers) for every one: small common chunks are copied into the
          // chunks that read them instead (one module state kept by rolldown's runtime), so a public page
          // loads 7–11 files, not 21–32.
          experimentalInlineCommonChunks: { maxSize: 16384 },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
});
