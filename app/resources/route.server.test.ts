import { sysUserMessages } from "#contract/admin/sysuser";
import { describe, expect, it, vi } from "vitest";
import { onlineSysUser } from "./onlinesysuser";
import { resourcesByName } from "./registry";
import { resourceTextIn, screenTexts } from "./resources.i18n";
import { sysParam } from "./sysparam";

vi.mock("~/auth/session.server", () => ({ requireRouteAccess: async () => ({ token: "token" }) }));
vi.mock("~/provider/index.server", () => ({ provider: () => ({}) }));
vi.mock("~/provider/resources.server", () => ({
  resourceProvider: () => ({ list: async () => ({ list: [], pagination: { total: 0 } }) }),
}));

const { resourceLoader } = await import("./route.server");

const inLanguage = (language: string) => new Request("http://app.test/sysparam", { headers: { Cookie: `language=${language}` } });

describe("a screen's own texts (decision 0003)", () => {
  it("come with the list loader, in the request's language", async () => {
    const zh = await resourceLoader(inLanguage("zh"), sysParam);
    expect(zh.texts).toMatchObject({ language: "zh", common: { resources: { sysparam: { title: "参数管理", fields: { paramKey: "参数键" } } } } });
    expect(Object.keys(zh.texts.common.resources as object)).toEqual(["sysparam"]);
    const tw = await resourceLoader(inLanguage("tw"), sysParam);
    expect(tw.texts).toMatchObject({ language: "tw", common: { resources: { sysparam: { title: "參數管理" } } } });
  });

  it("fill what Traditional Chinese lacks from Simplified Chinese, then English; Simplified from English", () => {
    const text = {
      en: { title: "Things", fields: { a: "A", b: "B", c: "C" } },
      zh: { title: "东西", fields: { a: "甲", b: "乙" } },
      tw: { title: "東西", fields: { a: "甲" } },
      provider: { zh: { "x is wrong": "x 错误", "y is wrong": "y 错误" }, tw: { "x is wrong": "x 錯誤" } },
    };
    expect(resourceTextIn(text, "tw")).toEqual({
      labels: { title: "東西", fields: { a: "甲", b: "乙", c: "C" } },
      provider: { "x is wrong": "x 錯誤", "y is wrong": "y 错误" },
    });
    expect(resourceTextIn(text, "zh").labels).toEqual({ title: "东西", fields: { a: "甲", b: "乙", c: "C" } });
    expect(resourceTextIn(text, "en")).toEqual({ labels: text.en, provider: {} });
  });

  it("carry the texts of the other resources a screen names, provider messages included", () => {
    const texts = screenTexts([onlineSysUser.name, ...(onlineSysUser.usesTextsOf ?? [])], "zh");
    expect(Object.keys(texts.common.resources as object)).toEqual(["onlinesysuser", "sysuser"]);
    expect(texts.provider[sysUserMessages.forceOutSelf]).toBe("不能强制自己下线，请直接退出登录");
  });

  it("exist for every declared resource and every resource it names", () => {
    for (const resource of Object.values(resourcesByName)) {
      expect(() => screenTexts([resource.name, ...(resource.usesTextsOf ?? [])], "en"), resource.name).not.toThrow();
    }
  });
});
