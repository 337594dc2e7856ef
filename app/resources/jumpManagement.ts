import { addExternalSystemSchema, EXTERNAL_SYSTEM_SORTABLE, EXTERNAL_SYSTEM_STATUSES, externalSystemPaths, externalSystemSchema, MY_BINDING_STATES, updateExternalSystemSchema } from "#contract/business/jump";
import { defineResource } from "./define";

/**
 * External systems (/jumpManagement): where the tenant's users jump with a signed token. Each
 * row offers the signed-in user's own round trip: bind an account there, jump in, unbind.
 */
export const jumpManagement = defineResource({
  name: "jumpManagement",
  path: "/jumpManagement",
  paths: externalSystemPaths,
  row: externalSystemSchema,
  add: addExternalSystemSchema,
  update: updateExternalSystemSchema,
  // States as plain text: the kit's light badges fail the contrast scan on striped rows, in any shade.
  fields: {
    systemName: { input: "text", column: { width: 200 }, filter: true, exported: true },
    status: { input: "select", options: EXTERNAL_SYSTEM_STATUSES, column: { width: 100 }, filter: true, exported: true },
    myBinding: { input: "select", options: MY_BINDING_STATES, readOnly: true, column: { width: 120 } },
    myLoginName: { input: "text", readOnly: true, column: { width: 160 } },
    bindingCount: { input: "number", readOnly: true, column: { width: 110 } },
    effectiveSecond: { input: "number", column: { width: 120 }, exported: true },
    skipUrl: { input: "text", column: { width: 260 }, exported: true },
    bindingUrl: { input: "text", exported: true },
    tokenCheckUrl: { input: "text", exported: true },
    unbindUrl: { input: "text", exported: true },
    remark: { input: "textarea" },
    createTime: { input: "text", readOnly: true },
  },
  sortable: EXTERNAL_SYSTEM_SORTABLE,
  // The signed-in user's own binding: bind while unbound, jump and unbind while bound.
  actions: [
    { intent: "jump", button: "authorize", records: "one", row: true },
    { intent: "bind", button: "authorize", records: "one", row: true },
    { intent: "unbind", button: "authorize", records: "one", row: true, confirm: true },
    // The system's configuration, for whoever maintains it: from the toolbar, on the checked row.
    { intent: "publicKey", button: "update", records: "one", dialog: true },
    { intent: "bindings", button: "update", records: "one", dialog: true },
  ],
  flow: { field: "myBinding", from: { jump: ["bound"], unbind: ["bound"], bind: ["unbound"] } },
});
