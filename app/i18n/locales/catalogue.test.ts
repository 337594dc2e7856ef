import * as en from "./en";
import * as tw from "./tw";
import * as zh from "./zh";
import { providerMessages } from "#contract/messages";

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

  it("translate every provider message the contract defines into zh and tw", () => {
    for (const text of Object.values(providerMessages)) {
      if (text === "success") continue;
      expect(zh.provider[text], text).toBeTruthy();
      expect(tw.provider[text], text).toBeTruthy();
    }
  });
});
