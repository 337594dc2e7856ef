import { hkTdecMessages, TDEC_PROBLEMS } from "#contract/hk/tdec";
import { hongKongCustomsDeclarationText, hkTdecProviderText } from "./hk-tdec.i18n";

describe("the declaration refusals", () => {
  it("each read in Simplified and Traditional Chinese", () => {
    for (const message of Object.values(hkTdecMessages)) {
      expect({ message, zh: Boolean(hkTdecProviderText.zh[message]), tw: Boolean(hkTdecProviderText.tw[message]) }).toEqual({ message, zh: true, tw: true });
    }
  });

  it("name the line and what it breaks against in every language", () => {
    for (const text of [hongKongCustomsDeclarationText.zh, hongKongCustomsDeclarationText.tw]) {
      for (const [rule, template] of Object.entries(TDEC_PROBLEMS)) {
        const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(names(text.problems[rule as keyof typeof TDEC_PROBLEMS])).toEqual(names(template));
      }
    }
  });
});
