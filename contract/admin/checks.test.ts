import { isResidentIdNumber, isUnifiedSocialCreditCode, residentIdCheckChar, usccCheckChar } from "./checks";

describe("unified social credit code (GB 32100-2015)", () => {
  it("accepts published codes and ones whose check character was computed by hand", () => {
    // Huawei Technologies Co., Ltd., as printed on its business licence.
    expect(isUnifiedSocialCreditCode("914403001922038216")).toBe(true);
    expect(usccCheckChar("91440300MA5DCFXX0")).toBe("X");
    expect(isUnifiedSocialCreditCode("91440300MA5DCFXX0X")).toBe(true);
    expect(isUnifiedSocialCreditCode("121000004000000010")).toBe(true);
  });

  it("refuses a wrong check character, a letter outside the alphabet, and the wrong length", () => {
    expect(isUnifiedSocialCreditCode("914403001922038217")).toBe(false);
    expect(isUnifiedSocialCreditCode("91440300MA5DCFXX0Y")).toBe(false);
    // I, O, S, V and Z are not used, even where the check would otherwise fit.
    expect(isUnifiedSocialCreditCode("91440300MA5DCFOX0X")).toBe(false);
    expect(isUnifiedSocialCreditCode("91440300192203821")).toBe(false);
    expect(isUnifiedSocialCreditCode("9144030019220382161")).toBe(false);
    // The region code is six digits.
    expect(isUnifiedSocialCreditCode("9144A300192203821" + usccCheckChar("9144A3001922038210".slice(0, 17)))).toBe(false);
  });

  it("maps a remainder of 0 to the check character 0", () => {
    expect(usccCheckChar("12100000400000001")).toBe("0");
  });
});

describe("resident ID number (ISO 7064 MOD 11-2)", () => {
  it("accepts the standard's example and numbers computed by hand", () => {
    // GB 11643-1999's own example, whose check value 10 is written X.
    expect(isResidentIdNumber("11010519491231002X")).toBe(true);
    expect(residentIdCheckChar("44030519900307123")).toBe("6");
    expect(isResidentIdNumber("440305199003071236")).toBe(true);
    expect(isResidentIdNumber("110101198001010010")).toBe(true);
  });

  it("refuses a wrong check digit, a lower-case x, an impossible birth date and 15-digit numbers", () => {
    expect(isResidentIdNumber("440305199003071237")).toBe(false);
    expect(isResidentIdNumber("11010519491231002x")).toBe(false);
    const feb30 = "44030519900230123";
    expect(isResidentIdNumber(feb30 + residentIdCheckChar(feb30))).toBe(false);
    expect(isResidentIdNumber("440305900307123")).toBe(false);
  });
});
