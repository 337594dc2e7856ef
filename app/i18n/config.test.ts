import { languageFromAcceptLanguage, languageFromTag } from "./config";

describe("language detection", () => {
  it("maps Traditional Chinese regions to tw and others to zh", () => {
    expect(languageFromTag("zh-TW")).toBe("tw");
    expect(languageFromTag("zh-Hant-HK")).toBe("tw");
    expect(languageFromTag("zh-CN")).toBe("zh");
    expect(languageFromTag("en-GB")).toBe("en");
    expect(languageFromTag("fr")).toBeNull();
  });

  it("picks the highest-quality supported language from Accept-Language", () => {
    expect(languageFromAcceptLanguage("fr-FR,fr;q=0.9,zh-CN;q=0.8,en;q=0.7")).toBe("zh");
    expect(languageFromAcceptLanguage("en;q=0.5,zh-TW;q=0.9")).toBe("tw");
    expect(languageFromAcceptLanguage("de,fr")).toBeNull();
    expect(languageFromAcceptLanguage(null)).toBeNull();
  });
});
