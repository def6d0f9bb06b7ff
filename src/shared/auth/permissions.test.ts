import { describe, expect, it } from "vitest";
import { ANONYMOUS, PERMISSIONS, can, type Action, type Actor } from "./permissions";

const actor = (role: Actor["role"], hasEditorAccess = false): Actor => ({
  userId: role ? "u1" : null,
  role,
  hasEditorAccess,
});

describe("permissions", () => {
  it("lets nobody anonymous do anything in the table", () => {
    for (const action of Object.keys(PERMISSIONS) as Action[]) expect(can(ANONYMOUS, action)).toBe(false);
  });

  it("keeps review to editors and admins and the monitor to admins", () => {
    expect(can(actor("user"), "news:review")).toBe(false);
    expect(can(actor("editor"), "news:review")).toBe(true);
    expect(can(actor("admin"), "news:review")).toBe(true);
    expect(can(actor("editor"), "monitor:manage")).toBe(false);
    expect(can(actor("admin"), "monitor:manage")).toBe(true);
  });

  it("treats editor access from the editor password as the editor role", () => {
    expect(can({ ...ANONYMOUS, hasEditorAccess: true }, "news:review")).toBe(true);
    expect(can(actor("user", true), "news:review")).toBe(true);
    expect(can(actor("user", true), "monitor:manage")).toBe(false);
  });
});
