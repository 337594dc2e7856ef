import { addAppClientSchema, APP_CLIENT_SORTABLE, appClientPaths, appClientSchema, GRANT_TYPES, updateAppClientSchema } from "#contract/admin/appclient";
import { defineResource } from "./define";

/** App clients (SPEC §3 app client), keyed by clientId; a secret is shown once, when made. */
export const appClient = defineResource({
  name: "appclient",
  path: "/appclient",
  paths: appClientPaths,
  row: appClientSchema,
  add: addAppClientSchema,
  update: updateAppClientSchema,
  fields: {
    clientId: { input: "text", createOnly: true, column: { width: 170 }, filter: true, exported: true },
    authorizedGrantTypes: { input: "multiselect", options: GRANT_TYPES, column: { width: 240 }, exported: true },
    scope: { input: "text", column: { width: 100 }, filter: true, exported: true },
    accessTokenValidity: { input: "number", column: { width: 140 }, exported: true },
    refreshTokenValidity: { input: "number", column: { width: 140 }, exported: true },
    webServerRedirectUri: { input: "text" },
    resourceIds: { input: "text" },
    authorities: { input: "text" },
    additionalInformation: { input: "textarea" },
    autoApprove: { input: "switch" },
  },
  sortable: APP_CLIENT_SORTABLE,
  deleteBy: "clientId",
  actions: [{ intent: "newSecret", button: "update", records: "one", dialog: true }],
});
