import { placesMessages } from "#contract/places";
import { placesProviderText } from "./data-query.i18n";
import { dataQueryParams, pageHref } from "./data-query";

describe("dataQueryParams", () => {
  it("reads a port search with its filters", () => {
    expect(dataQueryParams(new URLSearchParams("tab=ports&q=+Long Beach &country=us&fn=seaport&page=3"))).toEqual({
      tab: "ports",
      q: "Long Beach",
      country: "US",
      fn: "seaport",
      page: 3,
    });
  });

  it("reads unknown or broken values as the nearest sensible query", () => {
    expect(dataQueryParams(new URLSearchParams("tab=ships&fn=teleport&page=-2"))).toEqual({ tab: "hs", q: "", country: "", fn: "", page: 1 });
    expect(dataQueryParams(new URLSearchParams("page=1.5")).page).toBe(1);
    expect(dataQueryParams(new URLSearchParams("page=99999")).page).toBe(1);
  });
});

describe("pageHref", () => {
  it("keeps the look-up and leaves empty fields out", () => {
    expect(pageHref({ tab: "ports", q: "hong kong", country: "HK", fn: "", page: 1 }, 2)).toBe("/DataQuery?tab=ports&q=hong+kong&country=HK&page=2");
    expect(pageHref({ tab: "countries", q: "", country: "", fn: "", page: 2 }, 1)).toBe("/DataQuery?tab=countries");
  });
});

describe("placesProviderText", () => {
  it("translates each refusal of the places look-ups in every language", () => {
    for (const texts of Object.values(placesProviderText)) {
      expect(Object.keys(texts).sort()).toEqual([placesMessages.countryInvalid, placesMessages.functionInvalid].sort());
    }
  });
});
