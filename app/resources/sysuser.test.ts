import { sysUserMessages as u } from "#contract/admin/sysuser";
import { constraintsOf, zodValidate } from "./constraints";
import { exportFields, filterFields, formFields, intentButton } from "./define";
import { decideIntent } from "./protocol";
import { resourcesText } from "./resources.i18n";
import { sysUser } from "./sysuser";

describe("the users declaration", () => {
  it("never edits the username or the password once created", () => {
    const creating = formFields(sysUser).map(([name]) => name);
    const editing = formFields(sysUser, true).map(([name]) => name);
    expect(creating).toEqual(expect.arrayContaining(["username", "password", "roleIds", "mainPostId", "partTimePostIds"]));
    expect(editing).not.toContain("username");
    expect(editing).not.toContain("password");
    expect(editing).not.toContain("createTime");
  });

  it("applies SPEC §5: username 3–64, password 6–31 (empty: the initial one), valid e-mail and mobile", () => {
    const validate = zodValidate(sysUser.add);
    const good = { username: "clerk.wang", nickname: "Wang", status: "1" };
    expect(validate(good)).toEqual({});
    expect(validate({ ...good, username: "ab", password: "12345", email: "nope", mobile: "12a" })).toEqual({
      username: u.usernameRule,
      password: u.passwordRule,
      email: u.emailInvalid,
      mobile: u.mobileInvalid,
    });
    expect(validate({ ...good, username: "x".repeat(65), password: "x".repeat(32) })).toMatchObject({ username: u.usernameRule, password: u.passwordRule });
    expect(sysUser.add.parse({ ...good, email: "", mobile: "", orgId: "" })).toMatchObject({ email: null, mobile: null, orgId: null, prefix: "86" });
    expect(constraintsOf(sysUser.add).username).toEqual({ required: true, maxLength: 64 });
    expect(constraintsOf(sysUser.add).password.required).toBeUndefined();
  });

  it("filters, sorts, exports and imports the SPEC's fields", () => {
    expect(filterFields(sysUser)).toEqual(["username", "nickname", "mobile", "status", "orgId"]);
    expect(sysUser.sortable).toEqual(["username", "createTime"]);
    expect(exportFields(sysUser)).toEqual(["username", "nickname", "email", "mobile", "orgId"]);
  });

  it("maps each own action to its seeded button, checked on the server", () => {
    expect(intentButton(sysUser, "enable")).toBe("status");
    expect(intentButton(sysUser, "disable")).toBe("status");
    expect(intentButton(sysUser, "resetPassword")).toBe("resetPassword");
    expect(intentButton(sysUser, "authorize")).toBe("authorize");
    expect(decideIntent(sysUser, "disable", ["sysuser:add"])).toHaveProperty("refusal");
    expect(decideIntent(sysUser, "disable", ["sysuser:status"])).toEqual({ intent: "disable" });
  });

  it("labels every field, action and confirmation in en, zh and tw", () => {
    for (const language of ["en", "zh", "tw"] as const) {
      const text = resourcesText[language].sysuser as { fields: Record<string, string>; actions: Record<string, string>; confirm: Record<string, string> };
      for (const field of Object.keys(sysUser.fields)) expect(text.fields[field], `${language} ${field}`).toBeTruthy();
      for (const action of sysUser.actions ?? []) expect(text.actions[action.intent]).toBeTruthy();
      for (const action of (sysUser.actions ?? []).filter((a) => a.confirm)) expect(text.confirm[action.intent]).toBeTruthy();
    }
  });
});
