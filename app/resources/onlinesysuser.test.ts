import { decideIntent } from "./protocol";
import { filterFields, intentButton } from "./define";
import { onlineSysUser } from "./onlinesysuser";
import { resourcesText } from "./resources.i18n";

describe("the online users declaration", () => {
  it("is read-only: no add, edit, delete or history; force logout needs its button", () => {
    for (const intent of ["create", "update", "delete", "history"]) expect(intentButton(onlineSysUser, intent)).toBeUndefined();
    expect(decideIntent(onlineSysUser, "delete", ["onlinesysuser:delete"])).toHaveProperty("refusal");
    expect(intentButton(onlineSysUser, "forceLogout")).toBe("forceLogout");
    expect(decideIntent(onlineSysUser, "forceLogout", [])).toHaveProperty("refusal");
    expect(decideIntent(onlineSysUser, "forceLogout", ["onlinesysuser:forceLogout"])).toEqual({ intent: "forceLogout" });
  });

  it("names a session's user by username, filters by it, and labels every column", () => {
    expect(onlineSysUser.deleteBy).toBe("username");
    expect(filterFields(onlineSysUser)).toEqual(["username"]);
    for (const language of ["en", "zh", "tw"] as const) {
      const text = resourcesText[language].onlinesysuser as { fields: Record<string, string> };
      for (const field of Object.keys(onlineSysUser.fields)) expect(text.fields[field]).toBeTruthy();
    }
  });
});
