import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatResponseSchema } from "@/shared/chat/contracts";
import { startFakeOpenAi, type FakeOpenAi } from "../../../../tests/stubs/fake-openai";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";
import { insertNewsItem } from "./test-news";

// The product answering itself with an OpenAI-compatible provider (a local fake endpoint): the
// model gets the retrieved news as numbered sources and the recent conversation, and its
// citations are checked against what it was given.

let provider: FakeOpenAi;
let ctx: TestContext;
let reader: TestUser;
const ids: Record<string, string> = {};

type ChatCompletionBody = { model: string; messages: { role: string; content: string }[] };

beforeAll(async () => {
  provider = await startFakeOpenAi();
  ctx = await createTestContext({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: provider.baseUrl,
    AI_MODEL: "test-model-1",
    AI_API_KEY: "test-key",
  });
  reader = await ctx.signedInUser("user");
  ids.approval = await insertNewsItem(ctx.db, {
    title: "FDA approves Helixion's base editing therapy",
    summary: "The FDA approved Helixion's base editing therapy for sickle cell disease. It is the first approved base editor.",
    publishedAt: new Date("2025-06-02T08:00:00Z"),
  });
  ids.deal = await insertNewsItem(ctx.db, {
    title: "Helixion licenses base editing platform to Kangning",
    summary: "Helixion licensed its base editing platform to Kangning Biopharma for China.",
  });
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

const ask = (body: unknown) => ctx.request("POST", "/api/chat", { cookie: reader.cookie, body });
const lastPrompt = () => {
  const body = provider.requests.at(-1)!.body as ChatCompletionBody;
  return { body, system: body.messages.find((m) => m.role === "system")!.content, user: body.messages.find((m) => m.role === "user")!.content };
};

describe("self-answering with an AI provider", () => {
  it("writes the answer from the numbered sources, keeps only citations of sources sent, and numbers them as cited", async () => {
    provider.reply({ kind: "text", content: "Helixion licensed the platform to Kangning [2] after its therapy was approved [1][7]." });
    const history = Array.from({ length: 20 }, (_, index) => ({
      role: index % 2 === 0 ? "user" : "assistant",
      content: `Earlier turn ${index + 1}`,
    }));
    const response = await ask({ message: "What did the FDA approve from Helixion in base editing?", chatHistory: history });
    expect(response.status, response.text).toBe(200);
    const body = chatResponseSchema.parse(response.json);
    expect(body.answered_by).toBe("openai-compatible");

    const { body: sent, system, user } = lastPrompt();
    expect(sent.model).toBe("test-model-1");
    expect(system).toContain("using only the numbered sources given");
    // The best match is source [1] in the prompt; the answer cites it second, so it becomes [2].
    expect(user).toContain("[1] FDA approves Helixion's base editing therapy\nType: news item; date: 2025-06-02\nThe FDA approved Helixion's base editing therapy");
    expect(user).toContain("[2] Helixion licenses base editing platform to Kangning");
    expect(user).toMatch(/\n\nQuestion: What did the FDA approve from Helixion in base editing\?$/);
    // Only the newest 12 earlier messages are sent.
    expect(user).toContain("Conversation so far:\nUser: Earlier turn 9\nAssistant: Earlier turn 10");
    expect(user).toContain("Assistant: Earlier turn 20");
    expect(user).not.toContain("Earlier turn 8\n");

    expect(body.response).toBe("Helixion licensed the platform to Kangning [1] after its therapy was approved [2].");
    expect(body.sources).toEqual([
      { n: 1, kind: "news", title: "Helixion licenses base editing platform to Kangning", url: `/news/${ids.deal}` },
      { n: 2, kind: "news", title: "FDA approves Helixion's base editing therapy", url: `/news/${ids.approval}` },
    ]);
  });

  it("lists the sources it read when the model cites none", async () => {
    provider.reply({ kind: "text", content: "The sources do not say when Kangning will launch it." });
    const body = chatResponseSchema.parse((await ask({ message: "When will Kangning launch base editing?" })).json);
    // No source names a launch, so the answer says so besides whatever the model wrote.
    expect(body.response).toBe("The sources do not say when Kangning will launch it.\n\nI found nothing on “launch” in our news.");
    expect(body.sources.map((source) => source.url).sort()).toEqual([`/news/${ids.approval}`, `/news/${ids.deal}`].sort());
  });

  it("does not ask the model when nothing relevant was found, and says so", async () => {
    const before = provider.requests.length;
    const response = await ask({ message: "Any news on xenotransplantation?" });
    expect(chatResponseSchema.parse(response.json)).toEqual({
      response: "I could not find anything relevant in our news for that question. Try naming a company, drug, target or disease.",
      sources: [],
      answered_by: "openai-compatible",
    });
    expect(provider.requests).toHaveLength(before);
  });

  it("answers 502 with the provider's failure in plain words", async () => {
    provider.reply({ kind: "status", status: 500, message: "boom" });
    const response = await ask({ message: "What did the FDA approve from Helixion?" });
    expect(response.status).toBe(502);
    expect(response.json.error).toEqual({ code: "remote_failed", message: "The AI provider could not be reached. Please try again later." });
  });
});
