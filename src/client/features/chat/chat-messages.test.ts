import { describe, expect, it } from "vitest";
import type { ChatSource } from "@/shared/chat/contracts";
import { splitCitations, toChatHistory, type ChatMessage } from "./chat-messages";

const message = (id: number, content: string, role: ChatMessage["role"] = "user"): ChatMessage => ({
  id,
  role,
  content,
  timestamp: new Date(0),
  sources: [],
  answeredBy: null,
});

describe("the history sent with a message", () => {
  it("keeps the newest 100 messages as role and content only", () => {
    const messages = Array.from({ length: 130 }, (_, index) => message(index, `Message ${index}`, index % 2 ? "assistant" : "user"));
    const history = toChatHistory(messages);
    expect(history).toHaveLength(100);
    expect(history[0]).toEqual({ role: "user", content: "Message 30" });
    expect(history.at(-1)).toEqual({ role: "assistant", content: "Message 129" });
  });

  it("cuts a very long reply to what the server accepts", () => {
    expect(toChatHistory([message(1, "x".repeat(9000), "assistant")])[0]!.content).toHaveLength(8000);
  });
});

describe("citations in a reply", () => {
  const sources: ChatSource[] = [
    { n: 1, kind: "news", title: "A", url: "/news/a" },
    { n: 2, kind: "trial", title: "B", url: "https://clinicaltrials.gov/study/NCT00000002" },
  ];

  it("turns each [n] naming a listed source into a citation and leaves other brackets as text", () => {
    expect(splitCitations("First [1]. Second [2][1], not [3].", sources)).toEqual([
      { kind: "text", text: "First " },
      { kind: "citation", source: sources[0] },
      { kind: "text", text: ". Second " },
      { kind: "citation", source: sources[1] },
      { kind: "citation", source: sources[0] },
      { kind: "text", text: ", not [3]." },
    ]);
    expect(splitCitations("No sources [1].", [])).toEqual([{ kind: "text", text: "No sources [1]." }]);
  });
});
