import { CONTAINER_CHECK_DIGIT_MESSAGES, usaMessages } from "#contract/usa/messages";
import { usaProviderText } from "./usa-messages.i18n";

describe("the US clearance refusals", () => {
  it("each read in Simplified and Traditional Chinese", () => {
    for (const message of [...Object.values(usaMessages), ...CONTAINER_CHECK_DIGIT_MESSAGES]) {
      expect({ message, zh: Boolean(usaProviderText.zh[message]), tw: Boolean(usaProviderText.tw[message]) }).toEqual({ message, zh: true, tw: true });
    }
  });
});
