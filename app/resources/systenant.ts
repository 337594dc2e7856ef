import { addSysTenantSchema, APPLY_STATUSES, SYS_TENANT_SORTABLE, sysTenantPaths, sysTenantSchema, updateSysTenantSchema } from "#contract/admin/systenant";
import { defineResource } from "./define";

/** Tenants (SPEC §3 tenant): the platform's registry and the tenants' applications, for platform administrators. */
export const sysTenant = defineResource({
  name: "systenant",
  path: "/systenant",
  paths: sysTenantPaths,
  row: sysTenantSchema,
  add: addSysTenantSchema,
  update: updateSysTenantSchema,
  fields: {
    tenantCode: { input: "text", createOnly: true, column: { width: 120 }, filter: true, exported: true },
    tenantName: { input: "text", column: { width: 220 }, filter: true, exported: true },
    domain: { input: "text" },
    contact: { input: "text", column: { width: 120 }, exported: true },
    email: { input: "text", exported: true },
    tel: { input: "text", exported: true },
    startTime: { input: "date", column: { width: 110 }, exported: true },
    endTime: { input: "date", column: { width: 110 }, exported: true },
    invitationCode: { input: "text", column: { width: 130 } },
    applyStatus: { input: "select", readOnly: true, options: APPLY_STATUSES, column: { width: 110 }, filter: true, exported: true },
    applyUserName: { input: "text", readOnly: true, column: { width: 120 } },
    applyDate: { input: "text", readOnly: true, column: { width: 170, format: "datetime" } },
    failCause: { input: "text", readOnly: true, column: { width: 200 } },
  },
  sortable: SYS_TENANT_SORTABLE,
  actions: [{ intent: "audit", button: "audit", records: "one", dialog: true }],
});
