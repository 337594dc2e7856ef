import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { Router } from "express";
import { grantCalls, menuCodeQuerySchema, type MenuButton, type MenuButtonNode } from "../../contract/admin/grants";
import type { WordedOption } from "../../contract/admin/options";
import { resourceMessages as rm } from "../../contract/admin/resource";
import { addSysMenuSchema, BUTTON_CODES, BUTTON_NAMES, sysMenuMessages as mm, sysMenuPaths, updateSysMenuSchema, type ButtonCode } from "../../contract/admin/sysmenu";
import { menuButtons, menus, roleButtons, roleMenus } from "../../db/schema";
import { nextId } from "../../db/snowflake";
import type { Queryable, SimContext } from "../context";
import { buildTree } from "../crud/router";
import { checkParent } from "../crud/tree-rules";
import { ascending } from "../paging";
import type { CrudResource } from "../crud/resource";
import { handle, ok, SimError } from "../http";
import { parseWith } from "../validate";
import { acrossTenants } from "../tenant";
import type { SimResource } from "./resource";
import { MENU_BUTTON, MENU_STATUS } from "./export-labels";

const codeOf = (db: Queryable, id: string) => db.select({ code: menus.menuCode }).from(menus).where(eq(menus.id, id)).get()?.code;

/** Removes buttons and, in every tenant, the roles' grants of them. */
function removeButtons(db: Queryable, buttonIds: string[]) {
  if (buttonIds.length === 0) return;
  acrossTenants("a platform menu's buttons are granted in every tenant", () => db.delete(roleButtons).where(inArray(roleButtons.buttonId, buttonIds)).run());
  db.delete(menuButtons).where(inArray(menuButtons.id, buttonIds)).run();
}

const crud: CrudResource = {
  menuCode: "sysmenu",
  title: { en: "Menus", zh: "菜单", tw: "選單" },
  paths: sysMenuPaths,
  table: menus,
  scope: "platform",
  addSchema: addSysMenuSchema,
  updateSchema: updateSysMenuSchema,
  filters: { menuName: { column: menus.menuName, match: "contains" }, menuCode: { column: menus.menuCode, match: "contains" } },
  sortable: { menuCode: menus.menuCode, menuName: menus.menuName, menuSequence: menus.menuSequence, createTime: menus.createTime },
  defaultOrder: [ascending(menus.menuSequence)],
  exportColumns: [
    { field: "menuCode", header: { en: "Code", zh: "菜单编码", tw: "選單編碼" } },
    { field: "menuName", header: { en: "Name", zh: "菜单名称", tw: "選單名稱" } },
    { field: "menuPath", header: { en: "Path", zh: "路径", tw: "路徑" } },
    { field: "menuComponent", header: { en: "Component", zh: "组件", tw: "組件" } },
    { field: "menuSequence", header: { en: "Sequence", zh: "排序", tw: "排序" } },
    { field: "menuStatus", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: MENU_STATUS } },
    { field: "buttons", header: { en: "Buttons", zh: "按钮", tw: "按鈕" }, kind: { labels: MENU_BUTTON } },
  ],
  unique: { field: "menuCode", column: menus.menuCode, message: mm.codeTaken },
  tree: { parent: menus.parentId, parentField: "parentId", order: menus.menuSequence },
  check(db, _principal, values, id) {
    const nodes = db.select({ id: menus.id, parentId: menus.parentId }).from(menus).all();
    checkParent(new Map(nodes.map((n) => [n.id, n.parentId])), values.parentId as string | null | undefined, id, { self: mm.parentIsSelf, missing: mm.parentNotFound });
  },
  // The buttons live in sys_menu_button, not in the menu's row.
  prepare: (_db, _principal, { buttons: _buttons, ...values }) => values,
  // The menu's buttons become the given ones: new ones added, dropped ones removed with their grants.
  afterWrite(db, _principal, id, values) {
    if (values.buttons === undefined) return;
    const menuCode = codeOf(db, id)!;
    const wanted = new Set(values.buttons as ButtonCode[]);
    const held = db.select().from(menuButtons).where(eq(menuButtons.menuCode, menuCode)).all();
    removeButtons(db, held.filter((b) => !wanted.has(b.buttonCode as ButtonCode)).map((b) => b.id));
    const have = new Set(held.map((b) => b.buttonCode));
    const added = [...wanted].filter((code) => !have.has(code)).map((buttonCode) => ({ id: nextId(), menuCode, buttonCode, buttonName: BUTTON_NAMES[buttonCode] }));
    if (added.length > 0) db.insert(menuButtons).values(added).run();
  },
  checkDelete(db, _principal, ids) {
    const child = db.select({ id: menus.id }).from(menus).where(and(inArray(menus.parentId, [...ids]), notInArray(menus.id, [...ids]))).get();
    if (child) throw new SimError(mm.hasChildren);
  },
  // A deleted menu takes its buttons and every tenant's grants of it and of them.
  onDelete(db, _principal, ids) {
    const codes = db.select({ code: menus.menuCode }).from(menus).where(inArray(menus.id, [...ids])).all().map((m) => m.code);
    removeButtons(db, db.select({ id: menuButtons.id }).from(menuButtons).where(inArray(menuButtons.menuCode, codes)).all().map((b) => b.id));
    acrossTenants("a platform menu is granted in every tenant", () => db.delete(roleMenus).where(inArray(roleMenus.menuId, [...ids])).run());
  },
  // The buttons in the order BUTTON_NAMES lists them.
  view: (row, db) => ({ ...row, buttons: buttonsOf(db, String(row.menuCode)).map((b) => b.buttonCode) }),
};

/** The menu calls about buttons (SPEC §7 sysmenu): the kinds a menu may offer, one menu's, and the tree with them. */
function routes(router: Router, local: (path: string) => string, { db }: SimContext) {
  router.get(
    local(grantCalls.queryMenuButtonCheckbox),
    handle(() => {
      const data: WordedOption[] = BUTTON_CODES.map((code) => {
        const text = MENU_BUTTON[code];
        return { value: code, label: BUTTON_NAMES[code], labelEn: text.en, labelZh: text.zh, labelTw: text.tw };
      });
      return ok(data);
    }),
  );

  router.get(
    local(grantCalls.queryCheckedMenuButton),
    handle((req) => {
      const { menuCode } = parseWith(menuCodeQuerySchema, req.query);
      if (!db.select({ id: menus.id }).from(menus).where(eq(menus.menuCode, menuCode)).get()) throw new SimError(rm.notFound);
      return ok(buttonsOf(db, menuCode).map((b) => b.buttonCode));
    }),
  );

  router.get(
    local(grantCalls.querySysMenuButtonTree),
    handle(() => {
      const byMenu = new Map<string, MenuButton[]>();
      for (const button of db.select({ id: menuButtons.id, menuCode: menuButtons.menuCode, buttonCode: menuButtons.buttonCode, buttonName: menuButtons.buttonName }).from(menuButtons).all()) {
        byMenu.set(button.menuCode, [...(byMenu.get(button.menuCode) ?? []), button]);
      }
      const rows = db
        .select({ id: menus.id, parentId: menus.parentId, menuCode: menus.menuCode, menuName: menus.menuName, menuNameEn: menus.menuNameEn, menuNameZh: menus.menuNameZh, menuNameTw: menus.menuNameTw, menuSequence: menus.menuSequence })
        .from(menus)
        .orderBy(asc(menus.menuSequence), asc(menus.id))
        .all()
        .map((menu) => ({ ...menu, buttons: sortedButtons(byMenu.get(menu.menuCode) ?? []) }));
      const data: MenuButtonNode[] = buildTree(rows, "parentId");
      return ok(data);
    }),
  );
}

const sortedButtons = <B extends { buttonCode: string }>(buttons: B[]) =>
  buttons.sort((a, b) => BUTTON_CODES.indexOf(a.buttonCode as ButtonCode) - BUTTON_CODES.indexOf(b.buttonCode as ButtonCode));

/** A menu's buttons in the order BUTTON_NAMES lists them. */
const buttonsOf = (db: Queryable, menuCode: string) =>
  sortedButtons(db.select({ buttonCode: menuButtons.buttonCode }).from(menuButtons).where(eq(menuButtons.menuCode, menuCode)).all());

/** Menus (SPEC §3 menu): the platform's tree with each menu's buttons; only an administrator writes. */
export const sysMenu: SimResource = { bases: [sysMenuPaths.base], crud, routes };
