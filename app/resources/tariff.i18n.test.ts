import { customsMessages } from "#contract/customs/messages";
import { hscodeMgtText } from "./tariff.i18n";

describe("the goods, classification and tariff refusals", () => {
  it("each read in Simplified and Traditional Chinese", () => {
    for (const message of Object.values(customsMessages)) {
      expect({ message, zh: Boolean(hscodeMgtText.provider.zh[message]), tw: Boolean(hscodeMgtText.provider.tw[message]) }).toEqual({ message, zh: true, tw: true });
    }
  });

  it("label every field in each language", () => {
    const fields = Object.keys(hscodeMgtText.en.fields).sort();
    expect(Object.keys(hscodeMgtText.zh.fields).sort()).toEqual(fields);
    expect(Object.keys(hscodeMgtText.tw.fields).sort()).toEqual(fields);
  });
});
