import { classificationHref, detailsHref, readClassificationQuery } from "./hs-query";

const read = (search: string) => readClassificationQuery(new URLSearchParams(search));

describe("readClassificationQuery", () => {
  it("reads the keyword, parent, page and page size", () => {
    expect(read("keyword=+cotton+t-shirt+&page=3&size=20")).toEqual({ keyword: "cotton t-shirt", parent: undefined, page: 3, size: 20 });
    expect(read("parent=XI")).toEqual({ keyword: undefined, parent: "XI", page: 1, size: 10 });
  });

  it("treats blanks as absent and falls back to page 1 of 10", () => {
    expect(read("keyword=%20&parent=&page=-2&size=15")).toEqual({ keyword: undefined, parent: undefined, page: 1, size: 10 });
    expect(read("page=2.5").page).toBe(1);
    expect(read("page=99999999").page).toBe(10_000);
  });
});

describe("classificationHref", () => {
  it("writes only what differs from the default", () => {
    expect(classificationHref({})).toBe("/goodsClassification");
    expect(classificationHref({ keyword: "cotton t-shirt", page: 1, size: 10 })).toBe("/goodsClassification?keyword=cotton+t-shirt");
    expect(classificationHref({ keyword: "shrimp", page: 2, size: 20 })).toBe("/goodsClassification?keyword=shrimp&size=20&page=2");
    expect(classificationHref({ parent: "61", size: 20 })).toBe("/goodsClassification?parent=61");
  });

  it("lets a keyword win over a parent, as the page does", () => {
    expect(classificationHref({ keyword: "silk", parent: "XI" })).toBe("/goodsClassification?keyword=silk");
  });

  it("round-trips through readClassificationQuery", () => {
    const query = { keyword: "frozen shrimp & prawns", parent: undefined, page: 4, size: 20 as const };
    expect(read(classificationHref(query).split("?")[1])).toEqual(query);
  });
});

describe("detailsHref", () => {
  it("links a code's details", () => {
    expect(detailsHref("610910")).toBe("/goodsClassificationDetails?code=610910");
  });
});
