import { SYSTEM_MODULE_CODES, SYSTEM_MODULE_SORTABLE, SYSTEM_MODULE_STATUSES, systemModulePaths, systemModuleSchema, systemModuleWriteSchema } from "#contract/business/module";
import { defineResource } from "./define";

/**
 * The modules the tenant has switched on (/SystemModule): a list to read and two switches. A
 * module switched off leaves every user of the tenant's menu on their next page.
 */
export const systemModule = defineResource({
  name: "SystemModule",
  path: "/SystemModule",
  paths: systemModulePaths,
  row: systemModuleSchema,
  add: systemModuleWriteSchema,
  update: systemModuleWriteSchema,
  fields: {
    menuCode: { input: "select", options: SYSTEM_MODULE_CODES, readOnly: true, column: { width: 200 }, filter: true, exported: true },
    description: { input: "select", options: SYSTEM_MODULE_CODES, readOnly: true, column: { width: 420 }, exported: true },
    status: { input: "select", options: SYSTEM_MODULE_STATUSES, readOnly: true, column: { width: 100, tone: { on: "green", off: "gray" } }, filter: true, exported: true },
  },
  sortable: SYSTEM_MODULE_SORTABLE,
  without: ["create", "update", "delete", "history"],
  actions: [
    { intent: "switchOn", button: "update", records: "one", row: true, confirm: true },
    { intent: "switchOff", button: "update", records: "one", row: true, confirm: true, color: "red" },
  ],
  flow: { field: "status", from: { switchOn: ["off"], switchOff: ["on"] } },
});
