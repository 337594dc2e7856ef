import { resourceMessages } from "#contract/admin/resource";
import { sysRoleMessages } from "#contract/admin/sysrole";
import { customsMessages } from "#contract/customs/messages";
import { providerMessages } from "#contract/messages";
import { resourceProviderText } from "~/resources/resources.i18n";
import { sysParamText } from "~/resources/sysparam.i18n";
import * as en from "./en";
import { catalogues, pagePayload } from ".";

/** A Chinese character (or full-width mark), then a half-width colon, comma, semicolon, ?, ! or bracket. */
const HALF_WIDTH_AFTER_CHINESE = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef] ?[(),:;?!]/;

function values(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return typeof value === "object" && value !== null ? Object.values(value).flatMap(values) : [];
}

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe("catalogues", () => {
  it("zh and tw carry every English key, the screens' own included", () => {
    const wanted = keys(catalogues.en.common).sort();
    expect(wanted).toContain("resources.sysparam.title");
    for (const catalogue of [catalogues.zh.common, catalogues.tw.common]) {
      expect(keys(catalogue).sort()).toEqual(wanted);
    }
  });

  it("translate every provider message the contract defines into en, zh and tw", () => {
    for (const text of Object.values(providerMessages)) {
      if (text === "success") continue;
      for (const language of ["en", "zh", "tw"] as const) expect(catalogues[language].provider[text], text).toBeTruthy();
    }
  });

  it("word every English message as a sentence: capital first, full stop last", () => {
    const labels = new Set(["reLogin", "cancel", "generic"]);
    const messages = [
      ...Object.entries(en.common.errors).filter(([key]) => !labels.has(key)).map(([, text]) => text),
      ...Object.values(en.provider),
    ];
    for (const text of messages) expect(text, text).toMatch(/^[A-Z].*\.$/);
  });

  it("put full-width punctuation after Chinese text in zh and tw, as 「服務熱線：」 and 「（CCRN）」", () => {
    // This message quotes the declaration elements' own syntax, whose separators are half-width.
    const quotesSyntax = new Set([catalogues.zh.provider[customsMessages.elementsShape], catalogues.tw.provider[customsMessages.elementsShape]]);
    for (const language of ["zh", "tw"] as const) {
      for (const text of [...values(catalogues[language].common), ...values(catalogues[language].provider)]) {
        if (!quotesSyntax.has(text)) expect(text).not.toMatch(HALF_WIDTH_AFTER_CHINESE);
      }
    }
  });

  it("say 使用者, never 用戶, in Traditional Chinese", () => {
    for (const text of [...values(catalogues.tw.common), ...values(catalogues.tw.provider)]) expect(text).not.toContain("用戶");
  });
});

describe("the texts inside every page (decision 0003)", () => {
  it("leave out the screens' own labels and provider texts, and keep the kit's", () => {
    for (const language of ["en", "zh", "tw"] as const) {
      const { common, provider } = pagePayload(language).resources;
      expect(common).not.toHaveProperty("resources");
      expect(common).toHaveProperty("kit.add");
      if (language === "en") continue;
      expect(provider).not.toHaveProperty([sysRoleMessages.roleCodeTaken]);
      expect(provider[resourceMessages.required]).toBeTruthy();
    }
    expect(JSON.stringify(pagePayload("zh"))).not.toContain(sysParamText.zh.title);
  });

  it("never translate a provider text a screen also translates, so their order cannot matter", () => {
    for (const language of ["zh", "tw"] as const) {
      const page = pagePayload(language).resources.provider;
      for (const key of Object.keys(resourceProviderText[language])) expect(page, key).not.toHaveProperty([key]);
    }
  });
});
