import type { ShellMenuNode } from "./menu";
import { buildSearchIndex, loadPinyin, searchMenu, type PinyinOf } from "./menu-search";

let pinyinOf: PinyinOf;
beforeAll(async () => {
  pinyinOf = await loadPinyin();
});

function node(
  menuCode: string,
  names: { en: string; zh: string; tw: string },
  menuPath: string | null,
  children: ShellMenuNode[] = [],
  hidden = false,
): ShellMenuNode {
  return { menuCode, menuName: names.zh, menuNames: names, menuIcon: null, menuPath, hidden, children };
}

// "review" matches Approvals by path only and Reviews by title only, equally well; Approvals comes first,
// so only the title weight can rank Reviews above it.
const menu: ShellMenuNode[] = [
  node("public", { en: "Public information", zh: "公共信息", tw: "公共資訊" }, null, [
    node("system", { en: "System management", zh: "系统管理", tw: "系統管理" }, null, [
      node("approval", { en: "Approvals", zh: "审批", tw: "審批" }, "/reviews"),
      node("review", { en: "Reviews", zh: "评审", tw: "評審" }, "/approvaluser"),
      node("sysuser", { en: "Users", zh: "用户管理", tw: "使用者管理" }, "/sysuser"),
      node("sysorg", { en: "Organisations", zh: "组织机构", tw: "組織機構" }, "/sysorg"),
      node("unit", { en: "Hong Kong customs declaration unit information maintenance", zh: "报关单位", tw: "報關單位" }, "/declarationUnit"),
      node("editOrder", { en: "Edit order", zh: "编辑订单", tw: "編輯訂單" }, "/editAddOrder", [], true),
    ]),
  ]),
  node("secret", { en: "Secret area", zh: "秘密区域", tw: "秘密區域" }, "/secret", [
    node("secretChild", { en: "Secret child", zh: "秘密子页", tw: "秘密子頁" }, "/secretchild"),
  ], true),
];

const paths = (language: string, pinyin: boolean, query: string) =>
  searchMenu(buildSearchIndex(menu, { language, pinyin, pinyinOf }), query).map((entry) => entry.path);

describe("buildSearchIndex", () => {
  it("indexes visible pages with a path, not directories or hidden nodes and their children", () => {
    const index = buildSearchIndex(menu, { language: "en", pinyin: true, pinyinOf });
    expect(index.entries.map((entry) => entry.path)).toEqual(["/reviews", "/approvaluser", "/sysuser", "/sysorg", "/declarationUnit"]);
  });

  it("gives each page its title and the ancestor titles in the language", () => {
    const [, , users] = buildSearchIndex(menu, { language: "tw", pinyin: false, pinyinOf }).entries;
    expect(users).toEqual({ path: "/sysuser", title: "使用者管理", trail: ["公共資訊", "系統管理"] });
    const [, , enUsers] = buildSearchIndex(menu, { language: "en", pinyin: false, pinyinOf }).entries;
    expect(enUsers.trail).toEqual(["Public information", "System management"]);
  });

  it("adds full pinyin and initials for Chinese titles only when pinyin is on", () => {
    expect(buildSearchIndex(menu, { language: "zh", pinyin: true, pinyinOf }).entries[2].pinyin).toBe("yonghuguanli yhgl");
    expect(buildSearchIndex(menu, { language: "tw", pinyin: true, pinyinOf }).entries[2].pinyin).toBe("shiyongzheguanli syzgl");
    expect(buildSearchIndex(menu, { language: "zh", pinyin: false, pinyinOf }).entries[2].pinyin).toBeUndefined();
    expect(buildSearchIndex(menu, { language: "en", pinyin: true, pinyinOf }).entries[2].pinyin).toBeUndefined();
    const untranslated = [{ ...menu[0], menuNames: undefined, menuName: "用户管理", menuPath: "/sysuser", children: [] }];
    expect(buildSearchIndex(untranslated, { language: "en", pinyin: true }).entries[0].pinyin).toBeUndefined();
  });

  it("indexes a path once when the menu lists it twice", () => {
    const twice = [...menu, node("again", { en: "Users again", zh: "用户", tw: "使用者" }, "/SysUser")];
    const index = buildSearchIndex(twice, { language: "en", pinyin: false });
    expect(index.entries.filter((entry) => entry.path.toLowerCase() === "/sysuser")).toHaveLength(1);
  });
});

describe("searchMenu", () => {
  it("finds a page by its English title", () => {
    expect(paths("en", false, "user")[0]).toBe("/sysuser");
  });

  it("forgives a typo", () => {
    expect(paths("en", false, "usres")[0]).toBe("/sysuser");
  });

  it("finds a page by its path", () => {
    expect(paths("zh", false, "sysorg")[0]).toBe("/sysorg");
  });

  it("ranks a title match above a path-only match", () => {
    expect(paths("en", false, "review")).toEqual(["/approvaluser", "/reviews"]);
  });

  it("finds words anywhere in a long title", () => {
    expect(paths("en", false, "maintenance")[0]).toBe("/declarationUnit");
  });

  it("finds Chinese titles by full pinyin and by initials when pinyin is on", () => {
    expect(paths("zh", true, "yonghu")[0]).toBe("/sysuser");
    expect(paths("zh", true, "yhgl")[0]).toBe("/sysuser");
    expect(paths("tw", true, "syzgl")[0]).toBe("/sysuser");
  });

  it("does not match pinyin when pinyin is off or the language is English", () => {
    expect(paths("zh", false, "yonghu")).not.toContain("/sysuser");
    expect(paths("zh", false, "yhgl")).not.toContain("/sysuser");
    expect(paths("en", true, "yonghu")).not.toContain("/sysuser");
    expect(paths("en", true, "yhgl")).not.toContain("/sysuser");
  });

  it("finds Chinese titles by characters", () => {
    expect(paths("zh", false, "用户")[0]).toBe("/sysuser");
  });

  it("returns nothing for a blank query", () => {
    expect(paths("en", true, "")).toEqual([]);
    expect(paths("en", true, "   ")).toEqual([]);
  });

  it("returns at most 20 pages", () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      node(`page${i}`, { en: `Report ${i}`, zh: `报表${i}`, tw: `報表${i}` }, `/report${i}`),
    );
    expect(searchMenu(buildSearchIndex(many, { language: "en", pinyin: false }), "report")).toHaveLength(20);
  });
});
