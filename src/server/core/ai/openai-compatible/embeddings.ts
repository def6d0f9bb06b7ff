import { embed } from "ai";
import { AppError } from "@/server/core/errors";
import type { AiCallOptions } from "../interface";
import { UNUSABLE_ANSWER } from "./news-output-schema";
import { createProvider, providerCaller, type OpenAiCompatibleOptions } from "./openai-compatible-engine";

// POST /v1/embeddings of any OpenAI-compatible server (OpenAI, Ollama, llama.cpp, vLLM) through
// the AI SDK, with the chat calls' time-out and error mapping. Issue 20 §1 tier 5.

const EMBEDDING_TIMEOUT_MS = 30_000;

export type Embedder = (text: string, options?: AiCallOptions) => Promise<number[]>;

export function createOpenAiCompatibleEmbedder(options: OpenAiCompatibleOptions): Embedder {
  const model = createProvider(options).embeddingModel(options.model);
  const call = providerCaller(options.timeoutMs ?? EMBEDDING_TIMEOUT_MS);
  return (text, callOptions) =>
    call(async (abortSignal) => {
      const { embedding } = await embed({ model, value: text, abortSignal, maxRetries: 1 });
      if (embedding.length === 0 || !embedding.every(Number.isFinite)) throw new AppError("remote_failed", UNUSABLE_ANSWER);
      return embedding;
    }, callOptions);
}
