import { providerMessages as pm } from "#contract/messages";
import { LoginFailedError, ProviderError } from "~/provider/errors";
import { isTooManyRequests, messageForError } from "./messages.server";

const place = { status: 500, path: "/api/x" };

describe("messageForError", () => {
  it("gives one message per situation, whether the token endpoint or an account call answered", () => {
    for (const reason of [pm.noTenant, pm.tenantNotFound, pm.badCredentials, pm.tooManyRequests]) {
      expect(messageForError(new ProviderError(reason, place))).toEqual(messageForError(new LoginFailedError(reason, { status: 400, path: "/t" })));
    }
    expect(messageForError(new ProviderError(pm.noTenant, place))).toEqual({ key: "errors.noTenant" });
    expect(messageForError(new LoginFailedError(pm.badCredentials, place))).toEqual({ key: "errors.loginFailed" });
  });

  it("passes other provider texts on, to be translated through the provider catalogue", () => {
    expect(messageForError(new ProviderError(pm.captchaWrong, place))).toEqual({ text: pm.captchaWrong });
  });

  it("knows a too-many-requests refusal from any call", () => {
    expect(isTooManyRequests(new ProviderError(pm.tooManyRequests, place))).toBe(true);
    expect(isTooManyRequests(new ProviderError(pm.smsWrong, place))).toBe(false);
    expect(isTooManyRequests(new Error(pm.tooManyRequests))).toBe(false);
  });
});
