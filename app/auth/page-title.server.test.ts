import { screenTitle } from "./page-title.server";

const request = (lng: string) => new Request(`http://localhost/login?lng=${lng}`);

describe("screenTitle", () => {
  it("titles a screen in the visitor's language", () => {
    expect(screenTitle(request("en"), "auth.login")).toBe("Log in | Trade Platform");
    expect(screenTitle(request("zh"), "auth.registerTitle")).toBe("注册账号 | 关务贸易平台");
    expect(screenTitle(request("tw"), "auth.forgotTitle")).toBe("重設密碼 | 關務貿易平台");
  });
});
