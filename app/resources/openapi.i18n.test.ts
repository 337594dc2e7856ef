import { CALL_REASONS } from "#contract/openapi/call-log";
import { OPEN_API_CODES } from "#contract/openapi/catalogue";
import { openApiMessages } from "#contract/openapi/messages";
import { openApiInfoText, openApiUserText } from "./openapi.i18n";

describe("the open API screens' texts", () => {
  it("translate every refusal of the API users' calls and of calls with their keys into zh and tw", () => {
    for (const language of ["zh", "tw"] as const) {
      for (const message of Object.values(openApiMessages)) expect(openApiUserText.provider[language][message], `${language}: ${message}`).toBeTruthy();
    }
  });

  it("name every API, reason and parameter of the documentation in en, zh and tw", () => {
    for (const language of ["en", "zh", "tw"] as const) {
      const text = openApiInfoText[language];
      expect(Object.keys(text.docs.apis)).toEqual([...OPEN_API_CODES]);
      expect(Object.keys(text.options.reason)).toEqual([...CALL_REASONS]);
      expect(Object.keys(openApiUserText[language].options.allowedApis)).toEqual([...OPEN_API_CODES]);
    }
  });
});
