import { describe, expect, it } from "vitest";
import { createAiEngine } from "./engine";

describe("createAiEngine", () => {
  it("uses the built-in engine by default", () => {
    const engine = createAiEngine({ AI_PROVIDER: "builtin", AI_BASE_URL: undefined, AI_API_KEY: undefined, AI_MODEL: undefined });
    expect(engine).toMatchObject({ engine: "builtin", model: "builtin-extractive-1" });
  });

  it("uses the configured provider and model", () => {
    const engine = createAiEngine({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: "http://127.0.0.1:11434/v1",
      AI_API_KEY: undefined,
      AI_MODEL: "llama3.1",
    });
    expect(engine).toMatchObject({ engine: "openai-compatible", model: "llama3.1" });
  });

  it("refuses a provider without an address or model", () => {
    expect(() =>
      createAiEngine({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: undefined, AI_API_KEY: undefined, AI_MODEL: "m" }),
    ).toThrow("AI_PROVIDER=openai-compatible needs AI_BASE_URL and AI_MODEL.");
  });
});
