import { declarationMessages } from "#contract/customs/declaration";
import { declarationProviderText } from "./declaration.i18n";

describe("the declaration refusals", () => {
  it("each read in Simplified and Traditional Chinese", () => {
    for (const message of Object.values(declarationMessages)) {
      expect({ message, zh: Boolean(declarationProviderText.zh[message]), tw: Boolean(declarationProviderText.tw[message]) }).toEqual({ message, zh: true, tw: true });
    }
  });
});
