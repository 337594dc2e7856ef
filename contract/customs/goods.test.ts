import { replaySteps, stepRefusal } from "./classification";
import { addCustomsGoodsSchema, priceOrderProblem } from "./goods";
import { customsMessages as c } from "./messages";

const GOODS = { modelNumber: "TS-1", name: "T-shirt", countryOfOrigin: "cn", currency: "usd", unit: "pcs" };
const issues = (values: Record<string, unknown>) => {
  const parsed = addCustomsGoodsSchema.safeParse({ ...GOODS, ...values });
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("the price rule: lowest ≤ reference ≤ highest", () => {
  it("takes prices in order, equal prices, and any of them left out", () => {
    expect(priceOrderProblem({ lowestPrice: 100, referencePrice: 150, highestPrice: 200 })).toBeNull();
    expect(priceOrderProblem({ lowestPrice: 150, referencePrice: 150, highestPrice: 150 })).toBeNull();
    expect(priceOrderProblem({})).toBeNull();
    expect(priceOrderProblem({ referencePrice: 150 })).toBeNull();
    expect(priceOrderProblem({ lowestPrice: 100, highestPrice: null, referencePrice: 120 })).toBeNull();
  });

  it("names the price that breaks the order, also across a price left out", () => {
    expect(priceOrderProblem({ lowestPrice: 151, referencePrice: 150, highestPrice: 200 })).toBe("referencePrice");
    expect(priceOrderProblem({ lowestPrice: 100, referencePrice: 201, highestPrice: 200 })).toBe("highestPrice");
    expect(priceOrderProblem({ lowestPrice: 300, highestPrice: 200 })).toBe("highestPrice");
  });

  it("compares cents, not floats, in the schema, and refuses a third decimal", () => {
    expect(issues({ lowestPrice: "0.1", referencePrice: "0.10", highestPrice: "0.3" })).toEqual([]);
    expect(issues({ lowestPrice: "19.99", referencePrice: "19.9" })).toEqual([["referencePrice", c.priceOrder]]);
    expect(issues({ highestPrice: "1.005" })).toEqual([["highestPrice", c.priceShape]]);
  });
});

describe("codes per market", () => {
  it("keeps the digits of a code typed with dots or spaces, and checks each against the HS subheading", () => {
    const parsed = addCustomsGoodsSchema.parse({ ...GOODS, hs6: "8507.60", htsCode: "8507.60.00.20", cnCode: "8507 6000 90", hkCode: "85076000" });
    expect(parsed).toMatchObject({ hs6: "850760", htsCode: "8507600020", cnCode: "8507600090", hkCode: "85076000", unit: "PCS", countryOfOrigin: "CN" });
    expect(issues({ hs6: "850760", hkCode: "85071000" })).toEqual([["hkCode", c.codeUnderHs6]]);
    expect(issues({ htsCode: "8507600020" })).toEqual([["hs6", c.nationalNeedsHs6]]);
  });
});

describe("the steps of a classification order", () => {
  it("replays a history to its status, and finds the first step out of order", () => {
    expect(replaySteps(["submit", "claim", "propose", "return", "submit", "claim", "propose", "propose", "approve"])).toEqual({ status: "classified" });
    expect(replaySteps(["submit", "cancel"])).toEqual({ status: "cancelled" });
    expect(replaySteps(["submit", "approve"])).toEqual({ outOfOrder: 1 });
    expect(replaySteps(["claim"])).toEqual({ outOfOrder: 0 });
    expect(stepRefusal("cancel", "in_review")).toBe(c.notCancellable);
  });
});
