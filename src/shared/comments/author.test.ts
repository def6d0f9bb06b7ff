import { describe, expect, it } from "vitest";
import { commentAuthor } from "./author";

describe("commentAuthor", () => {
  it.each([
    ["Jane Doe", "jane@example.com", "Jane Doe", "JA"],
    ["  ", "jdoe@example.com", "jdoe", "JD"],
    [null, "x@example.com", "x", "X"],
    [null, null, "Anonymous", "AN"],
    ["", "@example.com", "Anonymous", "AN"],
    ["😀 Smile", null, "😀 Smile", "😀 "],
  ])("names %j / %j as %j (%j)", (fullName, email, name, initials) => {
    expect(commentAuthor(fullName, email)).toEqual({ display_name: name, initials });
  });
});
