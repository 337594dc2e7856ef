import { describe, expect, it } from "vitest";
import { cellText } from "./format";

describe("cellText", () => {
  it("groups an amount's thousands with two decimals, as the reader's language writes them", () => {
    expect(cellText("1234567.5", "amount", undefined, "en")).toBe("1,234,567.50");
    expect(cellText("1234567.5", "amount", undefined, "zh")).toBe("1,234,567.50");
    expect(cellText("-80", "amount", undefined, "en")).toBe("-80.00");
  });

  it("leaves an amount it cannot read as it came", () => {
    expect(cellText("n/a", "amount", undefined, "en")).toBe("n/a");
    expect(cellText(null, "amount", undefined, "en")).toBe("");
  });

  it("writes a dollar amount as money", () => {
    expect(cellText("50000.00", "usd", undefined, "en")).toBe("$50,000.00");
  });
});
