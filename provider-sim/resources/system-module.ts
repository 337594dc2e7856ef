import { and, eq, inArray, notInArray } from "drizzle-orm";
import { z } from "zod";
import {
  SYSTEM_MODULE_CODES,
  SYSTEM_MODULES,
  systemModuleMessages as sm,
  systemModulePaths,
  systemModuleWriteSchema,
  switchOffSystemModulePath,
  switchOnSystemModulePath,
} from "../../contract/business/module";
import { idSchema } from "../../contract/envelope";
import { nextId } from "../../db/snowflake";
import { menus, tenantModulesOff } from "../../db/schema";
import { requireButton } from "../crud/buttons";
import type { CrudResource } from "../crud/resource";
import { handle, ok, SimError } from "../http";
import { principalOf } from "../middleware/auth";
import { ascending } from "../paging";
import { writeAudit } from "../services/audit";
import { modulesOff } from "../services/modules";
import { scoped } from "../tenant";
import { parseWith } from "../validate";
import type { SimResource } from "./resource";

const MENU_CODE = "SystemModule";
const labelsOf = (key: "name" | "description") => Object.fromEntries(SYSTEM_MODULE_CODES.map((code) => [code, SYSTEM_MODULES[code][key]]));
const STATUS = { on: { en: "On", zh: "已开启", tw: "已開啟" }, off: { en: "Off", zh: "已关闭", tw: "已關閉" } };

/**
 * The modules as the tenant has them: the menu groups that are modules (shared by every tenant,
 * like the menus), each on unless the caller's tenant switched it off. Read only: a module is
 * only switched, by the two calls below.
 */
const crud: CrudResource = {
  menuCode: MENU_CODE,
  title: { en: "System modules", zh: "系统模块", tw: "系統模組" },
  paths: systemModulePaths,
  table: menus,
  scope: {
    read: () => inArray(menus.menuCode, SYSTEM_MODULE_CODES),
    write: () => inArray(menus.menuCode, []),
    owner: () => ({}),
  },
  readOnly: true,
  addSchema: systemModuleWriteSchema,
  updateSchema: systemModuleWriteSchema,
  filters: {
    menuCode: { column: menus.menuCode, match: "equals" },
    status: {
      where(value, q, principal) {
        const off = [...modulesOff(q, principal.tenantCode)];
        if (value === "off") return inArray(menus.menuCode, off);
        if (value === "on") return notInArray(menus.menuCode, off);
        return undefined;
      },
    },
  },
  sortable: { menuSequence: menus.menuSequence },
  defaultOrder: [ascending(menus.menuSequence)],
  exportColumns: [
    { field: "menuCode", header: { en: "Module", zh: "模块", tw: "模組" }, kind: { labels: labelsOf("name") } },
    { field: "description", header: { en: "Description", zh: "说明", tw: "說明" }, kind: { labels: labelsOf("description") } },
    { field: "status", header: { en: "Status", zh: "状态", tw: "狀態" }, kind: { labels: STATUS } },
  ],
  view(row, q, principal) {
    const menuCode = String(row.menuCode);
    return { id: row.id, menuCode, description: menuCode, status: modulesOff(q, principal.tenantCode).has(menuCode) ? "off" : "on", menuSequence: row.menuSequence as number };
  },
};

const switchQuerySchema = z.object({ id: idSchema });

/** System modules (/SystemModule): the list, and switching one on or off for the caller's tenant. */
export const systemModule: SimResource = {
  bases: [systemModulePaths.base],
  crud,
  routes(router, local, ctx) {
    const switchTo = (on: boolean) =>
      handle((req) => {
        const principal = principalOf(req);
        requireButton(ctx.db, principal, MENU_CODE, "update");
        const { id } = parseWith(switchQuerySchema, req.query, (message) => new SimError(message, 400, 400));
        const module = ctx.db
          .select({ menuCode: menus.menuCode })
          .from(menus)
          .where(and(eq(menus.id, id), inArray(menus.menuCode, SYSTEM_MODULE_CODES)))
          .get();
        if (!module) throw new SimError(sm.notAModule);
        ctx.db.transaction((tx) => {
          const isOff = modulesOff(tx, principal.tenantCode).has(module.menuCode);
          if (on && !isOff) throw new SimError(sm.alreadyOn);
          if (!on && isOff) throw new SimError(sm.alreadyOff);
          if (on) tx.delete(tenantModulesOff).where(and(scoped(tenantModulesOff, principal), eq(tenantModulesOff.menuCode, module.menuCode))).run();
          else tx.insert(tenantModulesOff).values({ id: nextId(), tenantCode: principal.tenantCode, menuCode: module.menuCode, createBy: principal.username, createTime: new Date(ctx.now()) }).run();
          writeAudit(tx, ctx.now(), {
            tenantCode: principal.tenantCode,
            actor: { userId: principal.userId, username: principal.username },
            action: on ? "enable" : "disable",
            entity: MENU_CODE,
            entityId: id,
            before: { menuCode: module.menuCode, status: on ? "off" : "on" },
            after: { menuCode: module.menuCode, status: on ? "on" : "off" },
            ip: req.ip,
          });
        });
        return ok();
      });
    router.post(local(switchOnSystemModulePath), switchTo(true));
    router.post(local(switchOffSystemModulePath), switchTo(false));
  },
};
