import { canUse, decideIntent } from "./protocol";
import { sysParam } from "./sysparam";

describe("the action protocol", () => {
  const buttons = ["sysparam:add", "sysparam:export", "syspost:delete"];

  it("refuses an unknown intent with 400", () => {
    expect(decideIntent(sysParam, "drop", buttons)).toEqual({ refusal: { status: 400, key: "kit.errors.unknownIntent" } });
    expect(decideIntent(sysParam, "toString", buttons)).toMatchObject({ refusal: { status: 400 } });
    expect(decideIntent(sysParam, null, buttons)).toMatchObject({ refusal: { status: 400 } });
  });

  it("maps each intent to the resource's button and refuses a missing one with 403", () => {
    expect(decideIntent(sysParam, "create", buttons)).toEqual({ intent: "create" });
    expect(decideIntent(sysParam, "export", buttons)).toEqual({ intent: "export" });
    // syspost:delete does not grant sysparam's delete.
    expect(decideIntent(sysParam, "delete", buttons)).toEqual({ refusal: { status: 403, key: "kit.errors.noPermission" } });
    expect(decideIntent(sysParam, "import", buttons)).toMatchObject({ refusal: { status: 403 } });
    expect(decideIntent(sysParam, "history", [])).toEqual({ intent: "history" });
  });

  it("accepts a resource's own actions under their buttons, and refuses the kit's intents a screen leaves out", () => {
    const users = { name: "sysuser", actions: [{ intent: "resetPassword", button: "resetPassword", records: "one" as const }], without: ["history" as const] };
    expect(decideIntent(users, "resetPassword", ["sysuser:resetPassword"])).toEqual({ intent: "resetPassword" });
    expect(decideIntent(users, "resetPassword", ["sysuser:add"])).toEqual({ refusal: { status: 403, key: "kit.errors.noPermission" } });
    expect(decideIntent(users, "history", [])).toMatchObject({ refusal: { status: 400 } });
    expect(decideIntent(sysParam, "resetPassword", ["sysuser:resetPassword"])).toMatchObject({ refusal: { status: 400 } });
  });

  it("shows a button only for a granted code", () => {
    expect(canUse(buttons, "sysparam:add")).toBe(true);
    expect(canUse(buttons, "sysparam:delete")).toBe(false);
    expect(canUse(undefined, "sysparam:add")).toBe(false);
  });
});
