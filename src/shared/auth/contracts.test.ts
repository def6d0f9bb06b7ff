import { describe, expect, it } from "vitest";
import { changePasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from "./contracts";

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

describe("change password schema", () => {
  const valid = { currentPassword: "old-secret", newPassword: "new-secret-1", confirmPassword: "new-secret-1" };

  it("takes sign-up's password rule for the new password", () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
    const short = changePasswordSchema.safeParse({ ...valid, newPassword: "1234567", confirmPassword: "1234567" });
    expect(short.error?.issues.map((issue) => issue.message)).toEqual(["Password must be at least 8 characters"]);
  });

  it("puts a mismatch on confirmPassword and a reused password on newPassword", () => {
    const mismatch = changePasswordSchema.safeParse({ ...valid, confirmPassword: "new-secret-2" });
    expect(mismatch.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["confirmPassword", "Passwords don't match"]]);
    const reused = changePasswordSchema.safeParse({ ...valid, newPassword: "old-secret", confirmPassword: "old-secret" });
    expect(reused.error?.issues.map((issue) => issue.path.join("."))).toEqual(["newPassword"]);
  });
});

describe("reset password schema", () => {
  it("needs a token and a confirmed password of at least 8 characters", () => {
    expect(resetPasswordSchema.safeParse({ token: "abc", newPassword: "new-secret-1", confirmPassword: "new-secret-1" }).success).toBe(true);
    const result = resetPasswordSchema.safeParse({ token: " ", newPassword: "short", confirmPassword: "other" });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["token", "newPassword", "confirmPassword"]);
  });
});
