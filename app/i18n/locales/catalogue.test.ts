import * as en from "./en";
import * as tw from "./tw";
import * as zh from "./zh";
import { providerMessages } from "#contract/messages";

function values(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return typeof value === "object" && value !== null ? Object.values(value).flatMap(values) : [];
}

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe("catalogues", () => {
  it("zh and tw carry every English key, none empty", () => {
    const wanted = keys(en.common).sort();
    for (const catalogue of [zh.common, tw.common]) {
      expect(keys(catalogue).sort()).toEqual(wanted);
    }
  });

  it("translate every provider message the contract defines into en, zh and tw", () => {
    for (const text of Object.values(providerMessages)) {
      if (text === "success") continue;
      expect(en.provider[text], text).toBeTruthy();
      expect(zh.provider[text], text).toBeTruthy();
      expect(tw.provider[text], text).toBeTruthy();
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

  it("say 使用者, never 用戶, in Traditional Chinese", () => {
    for (const text of [...values(tw.common), ...values(tw.provider)]) expect(text).not.toContain("用戶");
  });
});
