import { describe, expect, it } from "vitest";
import { storyIdOf } from "./story-address";

const ID = "3f0c2a4e-8b1d-4c6a-9e2f-7a5b1c0d9e8f";

describe("the story an editor names to merge into", () => {
  it.each([ID, ` ${ID.toUpperCase()} `, `/stories/${ID}`, `/stories/${ID}/`, `https://hub.example/stories/${ID}`, `https://hub.example/stories/${ID}?from=feed#reports`])(
    "reads %s",
    (text) => {
      expect(storyIdOf(text)).toBe(ID);
    },
  );

  it.each(["", "not a story", `/news/${ID}`, `/stories/${ID}/split`, "/stories/123", `${ID}x`])("refuses %s", (text) => {
    expect(storyIdOf(text)).toBeNull();
  });
});
