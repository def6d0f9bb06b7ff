import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import {
  APICallError,
  InvalidResponseDataError,
  JSONParseError,
  NoContentGeneratedError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  RetryError,
  TypeValidationError,
  generateText,
} from "ai";
import { AppError } from "@/server/core/errors";
import type { AiCallOptions, TextEngine } from "../interface";
import { fitLinkedInPost, fitXPost, plainShareText, truncate, LINKEDIN_MAX } from "../share-format";
import { UNUSABLE_ANSWER, newsOutput, toNewsAnalysis } from "./news-output-schema";
import { NEWS_SYSTEM_PROMPT, newsPrompt, sharePrompt, shareSystemPrompt } from "./prompts";

// Any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, LM Studio, OpenRouter…) through the AI
// SDK with structured output. The server checks every answer (news-output-schema.ts) and maps
// failures to 502 AppErrors with plain messages.

const PROVIDER_TIMEOUT_MS = 60_000;
const UNREACHABLE = "The AI provider could not be reached. Please try again later.";
const TOO_SLOW = "The AI provider took too long to answer. Please try again later.";

export type OpenAiCompatibleOptions = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Own cap on each call, on top of the caller's signal. */
  timeoutMs?: number;
};

function isUnusableAnswer(error: unknown): boolean {
  if (
    NoObjectGeneratedError.isInstance(error) ||
    NoOutputGeneratedError.isInstance(error) ||
    NoContentGeneratedError.isInstance(error) ||
    JSONParseError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    InvalidResponseDataError.isInstance(error)
  ) {
    return true;
  }
  // A 2xx response whose body is not what an OpenAI-compatible server sends.
  return APICallError.isInstance(error) && error.statusCode !== undefined && error.statusCode < 300;
}

// The caller's own abort is passed on as it is: whoever aborted does not wait for an answer.
function toProviderError(error: unknown, signals: { caller?: AbortSignal; timeout: AbortSignal }): unknown {
  if (signals.caller?.aborted) return signals.caller.reason ?? error;
  if (error instanceof AppError) return error;
  if (signals.timeout.aborted) return new AppError("remote_failed", TOO_SLOW, { cause: error });
  const last = RetryError.isInstance(error) ? error.lastError : error;
  return new AppError("remote_failed", isUnusableAnswer(last) ? UNUSABLE_ANSWER : UNREACHABLE, { cause: last });
}

/** Runs one provider call under its time-out and the caller's signal, its failures mapped to 502 AppErrors. */
export function providerCaller(timeoutMs = PROVIDER_TIMEOUT_MS) {
  return async function call<T>(run: (abortSignal: AbortSignal) => Promise<T>, callOptions: AiCallOptions | undefined): Promise<T> {
    const caller = callOptions?.signal;
    caller?.throwIfAborted();
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      return await run(caller ? AbortSignal.any([caller, timeout]) : timeout);
    } catch (error) {
      throw toProviderError(error, { caller, timeout });
    }
  };
}

export function createProvider(options: Pick<OpenAiCompatibleOptions, "baseUrl" | "apiKey">) {
  return createOpenAICompatible({ name: "ai-provider", baseURL: options.baseUrl, apiKey: options.apiKey, supportsStructuredOutputs: true });
}

export function createOpenAiCompatibleEngine(options: OpenAiCompatibleOptions): TextEngine {
  const model = createProvider(options).chatModel(options.model);
  const call = providerCaller(options.timeoutMs);

  return {
    engine: "openai-compatible",
    model: options.model,
    analyzeNews: (input, callOptions) =>
      call(async (abortSignal) => {
        const result = await generateText({
          model,
          output: Output.object({ schema: newsOutput, name: "news_analysis" }),
          system: NEWS_SYSTEM_PROMPT,
          prompt: newsPrompt(input),
          abortSignal,
          maxRetries: 1,
        });
        return toNewsAnalysis(result.output, { input, model: options.model });
      }, callOptions),
    writeShareText: (input, callOptions) =>
      call(async (abortSignal) => {
        const result = await generateText({
          model,
          system: shareSystemPrompt(input),
          prompt: sharePrompt(input),
          abortSignal,
          maxRetries: 1,
        });
        const text = plainShareText(result.text);
        if (!text) throw new AppError("remote_failed", UNUSABLE_ANSWER);
        if (input.platform === "x") return fitXPost(text, input.url);
        if (!input.url) return fitLinkedInPost(text);
        const withoutLinks = text.replace(/https?:\/\/\S+/g, "").trim();
        return `${truncate(withoutLinks, LINKEDIN_MAX - input.url.length - 2)}\n\n${input.url}`;
      }, callOptions),
    generateStructured: (request, callOptions) =>
      call(async (abortSignal) => {
        const result = await generateText({
          model,
          output: Output.object({ schema: request.schema, name: request.name }),
          system: request.system,
          prompt: request.prompt,
          abortSignal,
          maxRetries: 1,
        });
        return result.output;
      }, callOptions),
    writeText: (request, callOptions) =>
      call(async (abortSignal) => {
        const result = await generateText({ model, system: request.system, prompt: request.prompt, abortSignal, maxRetries: 1 });
        const text = result.text.trim();
        if (!text) throw new AppError("remote_failed", UNUSABLE_ANSWER);
        return text;
      }, callOptions),
  };
}
