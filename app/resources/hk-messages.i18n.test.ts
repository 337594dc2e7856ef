import { hkMessages } from "#contract/hk/messages";
import { hkProviderText } from "./hk-messages.i18n";

describe("the Hong Kong basic-data refusals", () => {
  it("each read in Simplified and Traditional Chinese", () => {
    for (const message of Object.values(hkMessages)) {
      expect({ message, zh: Boolean(hkProviderText.zh[message]), tw: Boolean(hkProviderText.tw[message]) }).toEqual({ message, zh: true, tw: true });
    }
  });
});
