import { sysUserMessages } from "#contract/admin/sysuser";
import { supplierCityOptionsPath, supplierCountyOptionsPath } from "#contract/business/supplier";
import { attachmentUrlSchema, fileMessages as fm } from "#contract/file";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { UPLOAD_LIMIT_BYTES } from "~/lib/constants";
import { defineResource } from "./define";
import { onlineSysUser } from "./onlinesysuser";
import { resourcesByName } from "./registry";
import { resourceTextIn, screenTexts } from "./resources.i18n";
import { sysParam } from "./sysparam";

/** What the provider was asked to keep: uploaded files, and the records saved. */
const provided = vi.hoisted(() => ({ uploads: [] as File[], saved: [] as unknown[], exports: [] as unknown[][], refusal: null as string | null, asked: [] as unknown[][] }));

vi.mock("~/auth/session.server", () => ({
  requireRouteAccess: async () => ({ token: "token", authority: { menuButton: ["poa:add", "poa:update", "poa:export"] } }),
  answeringExpiry: (_request: Request, run: () => Promise<unknown>) => run(),
}));
vi.mock("~/provider/index.server", () => ({
  provider: () => ({}),
  uploadFile: async (_client: unknown, _call: unknown, file: File) => {
    provided.uploads.push(file);
    return { url: `/api/file/download/${provided.uploads.length}/${encodeURIComponent(file.name)}` };
  },
}));
vi.mock("~/provider/resources.server", () => ({
  resourceProvider: () => ({
    list: async () => ({ list: [], pagination: { total: 0 } }),
    create: async (_paths: unknown, body: unknown) => {
      const { ProviderError } = await import("~/provider/errors");
      if (provided.refusal) throw new ProviderError(provided.refusal, { status: 500, path: "/add" });
      provided.saved.push(body);
    },
    update: async (_paths: unknown, body: unknown) => void provided.saved.push(body),
    items: async (path: string, _row: unknown, query: unknown) => {
      provided.asked.push([path, query]);
      return [{ value: "440300", label: "广东省 / 深圳市" }];
    },
    exportFile: async (...args: unknown[]) => {
      provided.exports.push(args.slice(1));
      return { body: new Uint8Array([1]), contentType: "application/pdf", filename: "报关单 1/2.pdf" };
    },
  }),
}));

const { dependentOptions, loadOptions, resourceAction, resourceLoader } = await import("./route.server");

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

describe("a resource's attachments (input: file)", () => {
  const add = z.object({ grantorName: z.string().min(1, "this field is required"), documentFile: attachmentUrlSchema });
  const poa = defineResource({
    name: "poa",
    path: "/poa",
    paths: sysParam.paths,
    row: add.extend({ id: z.string() }),
    add,
    update: add.extend({ id: z.string() }),
    fields: { grantorName: { input: "text" }, documentFile: { input: "file", accept: ["pdf"], column: {} } },
    sortable: [],
  });
  const PDF = new File(["%PDF-1.7 letter"], "signed POA.pdf");
  const post = (entries: Record<string, string | File>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(entries)) form.set(name, value);
    return resourceAction(new Request("http://app.test/poa", { method: "POST", body: form }), poa);
  };
  beforeEach(() => {
    provided.uploads.length = 0;
    provided.saved.length = 0;
  });

  it("upload a chosen file and keep its url in the record", async () => {
    expect(await post({ intent: "create", grantorName: "Pacific Imports", documentFile: "", documentFile__file: PDF })).toMatchObject({ ok: true });
    expect(provided.uploads.map((f) => f.name)).toEqual(["signed POA.pdf"]);
    expect(provided.saved).toEqual([{ grantorName: "Pacific Imports", documentFile: "/api/file/download/1/signed%20POA.pdf" }]);
  });

  it("export for the viewer: the zone the page is drawn in goes with the call, the file's name arrives whole", async () => {
    const form = new FormData();
    form.set("intent", "export");
    form.set("format", "pdf");
    const request = new Request("http://app.test/poa", { method: "POST", body: form, headers: { Cookie: "language=zh; tz=Asia%2FShanghai" } });
    const answer = (await resourceAction(request, poa)) as Response;
    expect(provided.exports.at(-1)).toEqual(["pdf", {}, "Asia/Shanghai"]);
    expect(answer.headers.get("Content-Disposition")).toBe(`attachment; filename="___ 1_2.pdf"; filename*=UTF-8''%E6%8A%A5%E5%85%B3%E5%8D%95%201_2.pdf`);
  });

  it("keep the current url when no file is chosen, and clear it when asked", async () => {
    const current = "/api/file/download/9/old.pdf";
    const empty = new File([], "");
    await post({ intent: "update", id: "5", grantorName: "A", documentFile: current, documentFile__file: empty });
    await post({ intent: "update", id: "5", grantorName: "A", documentFile: current, documentFile__remove: "on" });
    expect(provided.saved).toEqual([
      { id: "5", grantorName: "A", documentFile: current },
      { id: "5", grantorName: "A", documentFile: null },
    ]);
    expect(provided.uploads).toEqual([]);
  });

  it("refuse a file the field does not take on that field, uploading nothing for a record refused", async () => {
    const png = new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "scan.png");
    expect(await post({ intent: "create", grantorName: "A", documentFile__file: png })).toMatchObject({ ok: false, fieldErrors: { documentFile: fm.badType } });
    expect(await post({ intent: "create", grantorName: "A", documentFile__file: new File([], "blank.pdf") })).toMatchObject({ fieldErrors: { documentFile: fm.empty } });
    expect(await post({ intent: "create", grantorName: "", documentFile__file: PDF })).toEqual({ ok: false, intent: "create", fieldErrors: { grantorName: "this field is required" } });
    expect(provided.uploads).toEqual([]);
    expect(provided.saved).toEqual([]);
  });

  it("answer a file past the limit as that field's error", async () => {
    const answer = (await post({ intent: "create", grantorName: "A", documentFile__file: new File([new Uint8Array(UPLOAD_LIMIT_BYTES + 1)], "big.pdf") })) as Response;
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ ok: false, fieldErrors: { documentFile: fm.tooLarge } });
  });
});

describe("a provider's refusal of a save", () => {
  const add = z.object({ nickname: z.string(), mobile: z.string() });
  const users = defineResource({
    name: "users",
    path: "/users",
    menuCode: "poa",
    paths: sysParam.paths,
    row: add.extend({ id: z.string() }),
    add,
    update: add.extend({ id: z.string() }),
    fields: { nickname: { input: "text" }, mobile: { input: "text" } },
    sortable: [],
  });
  const post = () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ intent: "create", nickname: "Ann", mobile: "12345" })) form.set(name, value);
    return resourceAction(new Request("http://app.test/users", { method: "POST", body: form }), users);
  };
  afterEach(() => {
    provided.refusal = null;
  });

  it("is the error of the field it is about, when the form holds that field", async () => {
    provided.refusal = sysUserMessages.mobileInvalid;
    expect(await post()).toEqual({ ok: false, intent: "create", fieldErrors: { mobile: sysUserMessages.mobileInvalid } });
  });

  it("stays the form's own when it is about no field of the form", async () => {
    provided.refusal = sysUserMessages.usernameTaken;
    expect(await post()).toMatchObject({ ok: false, intent: "create", error: { text: sysUserMessages.usernameTaken } });
  });
});

describe("the options of a picker of users", () => {
  it("show the username beside the nickname, so either finds the user", async () => {
    const api = { dictionary: async () => [], items: async () => [{ id: "7", username: "editor", nickname: "Lin Xiaoyu" }, { id: "1", username: "admin", nickname: "admin" }] };
    const options = await loadOptions(api as never, resourcesByName.notification, "en");
    expect(options.userIds).toEqual([
      { value: "7", label: "Lin Xiaoyu (editor)" },
      { value: "1", label: "admin" },
    ]);
  });
});

describe("the options of a field that hangs on another (province → city → county)", () => {
  it("load with the form for the chosen value, not with the screen", async () => {
    const api = { dictionary: async () => [], items: async (path: string) => [{ value: path, label: path }] };
    const options = await loadOptions(api as never, resourcesByName.vendorInformation, "en");
    expect(Object.keys(options)).toContain("provinceCode");
    expect(Object.keys(options)).not.toContain("cityCode");
    expect(Object.keys(options)).not.toContain("countyCode");
  });

  it("are read with the parent's value under the source's parameter, and none without one", async () => {
    provided.asked.length = 0;
    const request = new Request("http://app.test/vendorInformation");
    expect(await dependentOptions(request, resourcesByName.vendorInformation, "cityCode", "440000")).toEqual([{ value: "440300", label: "广东省 / 深圳市" }]);
    await dependentOptions(request, resourcesByName.vendorInformation, "countyCode", "440300");
    expect(provided.asked).toEqual([
      [supplierCityOptionsPath, { provinceCode: "440000" }],
      [supplierCountyOptionsPath, { cityCode: "440300" }],
    ]);
    // No parent chosen, or a field that hangs on nothing: nothing is asked.
    expect(await dependentOptions(request, resourcesByName.vendorInformation, "cityCode", "")).toEqual([]);
    expect(await dependentOptions(request, resourcesByName.vendorInformation, "provinceCode", "156000")).toEqual([]);
    expect(provided.asked).toHaveLength(2);
  });
});
