import { addSysUrlSchema, SYS_URL_SORTABLE, sysUrlPaths, sysUrlSchema, updateSysUrlSchema, URL_METHODS } from "#contract/admin/sysurl";
import { defineResource } from "./define";

/** Interface permissions (SPEC §3 url): the platform's interfaces; roles are authorized per tenant. */
export const sysUrl = defineResource({
  name: "sysurl",
  path: "/sysurl",
  paths: sysUrlPaths,
  row: sysUrlSchema,
  add: addSysUrlSchema,
  update: updateSysUrlSchema,
  fields: {
    url: { input: "text", column: { width: 340 }, filter: true, exported: true },
    method: { input: "select", options: URL_METHODS, column: { width: 110 }, exported: true },
    description: { input: "text", column: {}, filter: true, exported: true },
  },
  sortable: SYS_URL_SORTABLE,
  actions: [{ intent: "authorize", button: "authorize", records: "one", dialog: true }],
});
