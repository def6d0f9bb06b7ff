import { describe, expect, it } from "vitest";
import { contactMessageSchema } from "./contracts";

const valid = { name: "Ada Lovelace", email: "ada@example.com", subject: "Demo", message: "Please show me the agents." };

function messages(input: Record<string, string>) {
  const result = contactMessageSchema.safeParse({ ...valid, ...input });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("contactMessageSchema", () => {
  it("trims every value", () => {
    expect(contactMessageSchema.parse({ name: "  Ada ", email: " ada@example.com ", subject: " Hi ", message: "  ten chars!  " })).toEqual({
      name: "Ada",
      email: "ada@example.com",
      subject: "Hi",
      message: "ten chars!",
    });
  });

  it("gives the spec's message for each rule, after trimming", () => {
    expect(messages({ name: "   " })).toEqual({ name: "Name is required" });
    expect(messages({ name: "n".repeat(101) })).toEqual({ name: "Name must be less than 100 characters" });
    expect(messages({ email: "not-an-address" })).toEqual({ email: "Invalid email address" });
    expect(messages({ email: `${"a".repeat(250)}@example.com` })).toEqual({ email: "Email must be less than 255 characters" });
    expect(messages({ subject: " " })).toEqual({ subject: "Subject is required" });
    expect(messages({ subject: "s".repeat(201) })).toEqual({ subject: "Subject must be less than 200 characters" });
    expect(messages({ message: "  too short  " })).toEqual({ message: "Message must be at least 10 characters" });
    expect(messages({ message: "m".repeat(2001) })).toEqual({ message: "Message must be less than 2000 characters" });
  });

  it("accepts values exactly at the limits", () => {
    expect(
      messages({ name: "n".repeat(100), subject: "s".repeat(200), message: "m".repeat(2000), email: `${"a".repeat(243)}@example.com` }),
    ).toEqual({});
    expect(messages({ message: "m".repeat(10) })).toEqual({});
  });
});
