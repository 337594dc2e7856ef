import type { menuButtons, menus } from "../db/schema";
import { idFor, stamp } from "./ids";
import { BUTTON_NAMES, MENU_TREE, type ButtonCode, type MenuNode } from "./menus";

export interface FlatMenu {
  id: string;
  node: MenuNode;
  /** Codes from the area root down to the parent. */
  ancestors: string[];
}

export interface MenuSeed {
  menuRows: (typeof menus.$inferInsert)[];
  buttonRows: (typeof menuButtons.$inferInsert)[];
  byCode: Map<string, FlatMenu>;
  /** Button id by `<menuCode>:<buttonCode>`. */
  buttonIds: Map<string, string>;
}

/** Flattens MENU_TREE depth-first; ids follow that order so they are stable. */
export function buildMenus(tree: readonly MenuNode[] = MENU_TREE): MenuSeed {
  const seed: MenuSeed = { menuRows: [], buttonRows: [], byCode: new Map(), buttonIds: new Map() };

  const visit = (nodes: readonly MenuNode[], parentId: string | null, ancestors: string[]) => {
    nodes.forEach((node, index) => {
      if (seed.byCode.has(node.code)) throw new Error(`duplicate menu code ${node.code}`);
      const id = idFor("menu", seed.menuRows.length);
      const [en, zh, tw] = node.names;
      seed.byCode.set(node.code, { id, node, ancestors });
      seed.menuRows.push({
        id,
        menuCode: node.code,
        menuName: zh,
        menuNameEn: en,
        menuNameZh: zh,
        menuNameTw: tw,
        menuIcon: node.icon,
        menuPath: node.path,
        menuComponent: node.component,
        menuSequence: (index + 1) * 10,
        parentId,
        menuStatus: node.hidden ? 1 : 0,
        ...stamp(),
      });
      for (const buttonCode of node.buttons) addButton(node.code, buttonCode);
      visit(node.children, id, [...ancestors, node.code]);
    });
  };

  const addButton = (menuCode: string, buttonCode: ButtonCode) => {
    const id = idFor("button", seed.buttonRows.length);
    seed.buttonIds.set(`${menuCode}:${buttonCode}`, id);
    seed.buttonRows.push({ id, menuCode, buttonCode, buttonName: BUTTON_NAMES[buttonCode], createTime: stamp().createTime });
  };

  visit(tree, null, []);
  return seed;
}

/** Every code in the subtree rooted at `code`, itself included. */
export function subtreeCodes(menu: MenuSeed, code: string): string[] {
  const flat = menu.byCode.get(code);
  if (!flat) throw new Error(`unknown menu code ${code}`);
  const codes: string[] = [];
  const walk = (node: MenuNode) => {
    codes.push(node.code);
    node.children.forEach(walk);
  };
  walk(flat.node);
  return codes;
}
