import type { ComboboxParsedItem } from "@mantine/core";
import { searchLabelAndKeywords } from "./options";

const users: ComboboxParsedItem[] = [
  { value: "7", label: "Lin Xiaoyu (editor)", keywords: "13800000002 editor@globaltrade.example" } as ComboboxParsedItem,
  { value: "1", label: "Administrator (admin)", keywords: "13800000001 admin@globaltrade.example" } as ComboboxParsedItem,
  { value: "9", label: "Wang Jun (manager)" },
];
const found = (search: string) => searchLabelAndKeywords({ options: users, search, limit: Infinity }).map((o) => ("value" in o ? o.value : ""));

describe("a picker's search", () => {
  it("finds a user by username, nickname, mobile or e-mail, whatever the case", () => {
    expect(found("editor")).toEqual(["7"]);
    expect(found("lin xiao")).toEqual(["7"]);
    expect(found("13800000001")).toEqual(["1"]);
    expect(found("ADMIN@GLOBAL")).toEqual(["1"]);
    expect(found("wang")).toEqual(["9"]);
  });

  it("offers everything before a search, and nothing that matches no word", () => {
    expect(found("  ")).toEqual(["7", "1", "9"]);
    expect(found("nobody")).toEqual([]);
    expect(found("jun 1380")).toEqual([]);
  });
});
