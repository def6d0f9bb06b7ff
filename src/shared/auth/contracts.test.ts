import { describe, expect, it } from "vitest";
import { signInSchema, signUpSchema } from "./contracts";

const validSignUp = {
  email: " Ada@Example.com ",
  password: "long-enough",
  confirmPassword: "long-enough",
  fullName: " Ada Lind ",
  company: "Lund Bio",
  organizationType: "biotech",
  department: "",
  jobTitle: "CSO",
  useCase: "rd_planning",
  researchFocus: [],
  therapeuticAreas: ["oncology"],
  newsletter: true,
};

describe("sign-up schema", () => {
  it("trims, lower-cases the e-mail and drops an empty department", () => {
    const parsed = signUpSchema.parse(validSignUp);
    expect(parsed.email).toBe("ada@example.com");
    expect(parsed.fullName).toBe("Ada Lind");
    expect(parsed.department).toBeUndefined();
    expect(parsed.experienceLevel).toBeUndefined();
  });

  it("refuses values outside the option lists", () => {
    const result = signUpSchema.safeParse({ ...validSignUp, therapeuticAreas: ["astrology"] });
    expect(result.success).toBe(false);
  });
});

describe("sign-in schema", () => {
  it("accepts 6-character passwords, as the spec's sign-in form does", () => {
    expect(signInSchema.safeParse({ email: "a@b.co", password: "123456" }).success).toBe(true);
  });
});

describe("password confirmation", () => {
  it("reports a mismatch together with the other fields' messages", () => {
    const result = signUpSchema.safeParse({ ...validSignUp, company: "", confirmPassword: "something-else" });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["company", "confirmPassword"]));
  });
});
