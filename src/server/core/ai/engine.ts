import type { Config } from "@/server/core/config";
import { analyzeWithBriefFallback } from "./brief-fallback";
import { BUILTIN_MODEL, type AiEngine, type TextEngine } from "./interface";
import type { Embedder } from "./openai-compatible/embeddings";

// The interface and its types are in ./interface, which both implementations import; this file
// loads the implementations, so they never import it back (no import circle).
export type { AiEngine, ArticleInput } from "./interface";

export type AiConfig = Pick<Config, "AI_PROVIDER" | "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL"> & Partial<Pick<Config, "AI_EMBEDDING_MODEL">>;

async function loadEngine(config: AiConfig): Promise<TextEngine> {
  if (config.AI_PROVIDER === "builtin") return (await import("./builtin/builtin-engine")).createBuiltinEngine();
  const { createOpenAiCompatibleEngine } = await import("./openai-compatible/openai-compatible-engine");
  return createOpenAiCompatibleEngine({ baseUrl: config.AI_BASE_URL!, apiKey: config.AI_API_KEY, model: config.AI_MODEL! });
}

/**
 * The engine chosen by configuration. Its code (vocabulary matchers, curated lists, the AI SDK)
 * loads on first use, which keeps about a second off every server start.
 */
export function createAiEngine(config: AiConfig): AiEngine {
  if (config.AI_PROVIDER === "openai-compatible" && (!config.AI_BASE_URL || !config.AI_MODEL)) {
    throw new Error("AI_PROVIDER=openai-compatible needs AI_BASE_URL and AI_MODEL.");
  }
  const embeddingModel = config.AI_EMBEDDING_MODEL && config.AI_BASE_URL ? config.AI_EMBEDDING_MODEL : null;
  let engine: Promise<TextEngine> | undefined;
  let embedder: Promise<Embedder> | undefined;
  const load = () => (engine ??= loadEngine(config));
  const loadEmbedder = () =>
    (embedder ??= import("./openai-compatible/embeddings").then(({ createOpenAiCompatibleEmbedder }) =>
      createOpenAiCompatibleEmbedder({ baseUrl: config.AI_BASE_URL!, apiKey: config.AI_API_KEY, model: embeddingModel! }),
    ));
  return {
    engine: config.AI_PROVIDER,
    model: config.AI_PROVIDER === "builtin" ? BUILTIN_MODEL : (config.AI_MODEL ?? null),
    analyzeNews: async (input, options) => {
      const engine = await load();
      return config.AI_PROVIDER === "builtin" ? engine.analyzeNews(input, options) : analyzeWithBriefFallback(engine, input, options);
    },
    writeShareText: async (input, options) => (await load()).writeShareText(input, options),
    generateStructured: async (request, options) => (await load()).generateStructured(request, options),
    writeText: async (request, options) => (await load()).writeText(request, options),
    // Embeddings need only AI_BASE_URL and AI_EMBEDDING_MODEL: the built-in engine may write the text.
    embeddingModel,
    embed: async (text, options) => {
      if (!embeddingModel) throw new Error("No embedding model is configured (AI_EMBEDDING_MODEL).");
      return (await loadEmbedder())(text, options);
    },
  };
}
