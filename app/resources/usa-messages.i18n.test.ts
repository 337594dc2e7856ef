import { CONTAINER_CHECK_DIGIT_MESSAGES, usaMessages } from "#contract/usa/messages";
import { usaProviderText } from "./usa-messages.i18n";

describe("the US clearance refusals", () => {
  it("each read in Simplified and Traditional Chinese", () => {
    const zh: Record<string, string> = usaProviderText.zh;
    const tw: Record<string, string> = usaProviderText.tw;
    for (const message of [...Object.values(usaMessages), ...CONTAINER_CHECK_DIGIT_MESSAGES]) {
      expect({ message, zh: Boolean(zh[message]), tw: Boolean(tw[message]) }).toEqual({ message, zh: true, tw: true });
    }
  });
});
