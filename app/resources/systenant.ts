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
    tenantCode: { input: "text", createOnly: true, column: { width: 80 }, filter: true, exported: true },
    tenantName: { input: "text", column: { width: 220 }, filter: true, exported: true },
    domain: { input: "text" },
    contact: { input: "text", exported: true },
    email: { input: "text", exported: true },
    tel: { input: "text", exported: true },
    startTime: { input: "date", column: { width: 100 }, exported: true },
    endTime: { input: "date", column: { width: 100 }, exported: true },
    invitationCode: { input: "text" },
    applyStatus: { input: "select", readOnly: true, options: APPLY_STATUSES, column: { width: 100 }, filter: true, exported: true },
    applyUserName: { input: "text", readOnly: true, column: { width: 110 } },
    failCause: { input: "text", readOnly: true, column: { width: 180 } },
  },
  sortable: SYS_TENANT_SORTABLE,
  actions: [{ intent: "audit", button: "audit", records: "one", dialog: true }],
});
