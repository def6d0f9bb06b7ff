import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeEmbedding, startFakeOpenAi, type FakeOpenAi } from "../../../../../tests/stubs/fake-openai";
import { createAiEngine } from "../engine";
import { createOpenAiCompatibleEmbedder } from "./embeddings";

// POST /v1/embeddings (issue 20 §1 tier 5) against the local stand-in of an OpenAI-compatible server.

let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.reply({ kind: "text", content: "" });
});

const engineWith = (model: string | undefined) =>
  createAiEngine({ AI_PROVIDER: "builtin", AI_BASE_URL: fake.baseUrl, AI_API_KEY: "test-key", AI_MODEL: undefined, AI_EMBEDDING_MODEL: model });

describe("embeddings", () => {
  it("embeds a text with the configured model, one call, even beside the built-in engine", async () => {
    const engine = engineWith("fake-embedding-1");
    expect(engine.embeddingModel).toBe("fake-embedding-1");
    const vector = await engine.embed("Hengrui wins NMPA approval");
    expect(vector).toEqual(fakeEmbedding("Hengrui wins NMPA approval"));
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ path: "/v1/embeddings", body: { model: "fake-embedding-1", input: ["Hengrui wins NMPA approval"] } });
    expect(fake.requests[0]!.headers.authorization).toBe("Bearer test-key");
  });

  it("is off without a model: no call", async () => {
    const engine = engineWith(undefined);
    expect(engine.embeddingModel).toBeNull();
    await expect(engine.embed("text")).rejects.toThrow(/No embedding model/);
    expect(fake.requests).toHaveLength(0);
  });

  it("maps a failing or unusable answer to a 502", async () => {
    const engine = engineWith("fake-embedding-1");
    fake.reply({ kind: "status", status: 500 });
    await expect(engine.embed("text")).rejects.toMatchObject({ code: "remote_failed", message: "The AI provider could not be reached. Please try again later." });
    fake.reply({ kind: "invalid-body" });
    await expect(engine.embed("text")).rejects.toMatchObject({ code: "remote_failed" });
  });

  it("stops waiting at its own time limit", async () => {
    fake.reply({ kind: "hang" });
    const impatient = createOpenAiCompatibleEmbedder({ baseUrl: fake.baseUrl, model: "fake-embedding-1", timeoutMs: 200 });
    await expect(impatient("text")).rejects.toMatchObject({
      code: "remote_failed",
      message: "The AI provider took too long to answer. Please try again later.",
    });
  });
});
