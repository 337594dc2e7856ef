import { MENU_TREE, type MenuNode } from "./menus";

function names(nodes: readonly MenuNode[]): MenuNode["names"][] {
  return nodes.flatMap((node) => [node.names, ...names(node.children)]);
}

/** The menu names the sidebar, tabs and page titles show beside the screens' own wording. */
describe("seeded menu names", () => {
  it("say 使用者 in Traditional Chinese, as the screens do", () => {
    for (const [, , tw] of names(MENU_TREE)) expect(tw).not.toContain("用戶");
  });

  it("bracket and punctuate Chinese names full-width, as 「跨境一鎖通（CCRN）」", () => {
    for (const [, zh, tw] of names(MENU_TREE)) {
      for (const name of [zh, tw]) expect(name).not.toMatch(/[\u3400-\u9fff] ?[(),:;?!]/);
    }
  });
});
