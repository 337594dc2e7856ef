import { hkConsignmentMessages } from "#contract/hk/consignment";
import { hkConsignmentProviderText } from "./hk-consignment.i18n";

describe("the e-ACI refusals", () => {
  it("each read in Simplified and Traditional Chinese", () => {
    for (const message of Object.values(hkConsignmentMessages)) {
      expect({ message, zh: Boolean(hkConsignmentProviderText.zh[message]), tw: Boolean(hkConsignmentProviderText.tw[message]) }).toEqual({ message, zh: true, tw: true });
    }
  });
});
