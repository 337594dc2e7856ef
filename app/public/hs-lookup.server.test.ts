import { hsMessages as hm, queryHsCodeSchema } from "#contract/hs";
import { providerMessages as pm } from "#contract/messages";
import { ProviderError, ProviderTimeoutError, ProviderUnavailableError } from "~/provider/errors";
import { hsProblem } from "./hs-lookup.server";

const place = { status: 500, path: "/api/hs/openApi/queryHsCode" };
const refusal = (message: string) => new ProviderError(message, place);

describe("hsProblem", () => {
  it("answers what the visitor typed or linked wrong with 400 and the contract's words", () => {
    const tooLong = queryHsCodeSchema.safeParse({ keyword: "a".repeat(101) });
    expect(tooLong.success).toBe(false);
    expect(hsProblem(tooLong.error)).toEqual({ status: 400, message: { text: hm.keywordTooLong }, retryable: false });
    expect(hsProblem(refusal(hm.codeInvalid))).toEqual({ status: 400, message: { text: hm.codeInvalid }, retryable: false });
  });

  it("answers an unknown code with 404", () => {
    expect(hsProblem(refusal(hm.codeNotFound))).toEqual({ status: 404, message: { text: hm.codeNotFound }, retryable: false });
  });

  it("answers the provider down or slow with 503, and too many look-ups with 429", () => {
    expect(hsProblem(new ProviderUnavailableError(place.path))).toEqual({ status: 503, message: { key: "errors.providerDown" }, retryable: true });
    expect(hsProblem(new ProviderTimeoutError(place.path, 3000))).toEqual({ status: 503, message: { key: "errors.providerTimeout" }, retryable: true });
    expect(hsProblem(refusal(pm.tooManyRequests))).toEqual({ status: 429, message: { key: "errors.tooManyRequests" }, retryable: true });
  });

  it("answers any other refusal with 502 and its words, and lets a bug through", () => {
    expect(hsProblem(refusal(hm.credentialRejected))).toEqual({ status: 502, message: { text: hm.credentialRejected }, retryable: true });
    expect(() => hsProblem(new TypeError("bug"))).toThrow("bug");
  });
});
