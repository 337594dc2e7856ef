import { addLogoSchema, LOGO_SORTABLE, logoPaths, logoSchema, updateLogoSchema } from "#contract/business/logo";
import { defineResource } from "./define";

/**
 * The tenant's logos: uploaded through the screen's own dialog (the provider judges the bytes and
 * cleans an SVG), renamed and deleted with the kit; the active one is drawn by the sidebar and,
 * for the platform, by the marketing header.
 */
export const logoManagement = defineResource({
  name: "logoManagement",
  path: "/logoManagement",
  paths: logoPaths,
  row: logoSchema,
  add: addLogoSchema,
  update: updateLogoSchema,
  fields: {
    name: { input: "text", column: { width: 220 }, filter: true, exported: true },
    contentType: { input: "select", options: ["image/png", "image/jpeg", "image/svg+xml"], readOnly: true, column: { width: 110 }, exported: true },
    size: { input: "number", readOnly: true, column: { width: 110 }, exported: true },
    isDefault: { input: "switch", options: ["true", "false"], readOnly: true, column: { width: 100, tone: { true: "green" } }, exported: true },
    createBy: { input: "text", readOnly: true, column: { width: 120 } },
    createTime: { input: "text", readOnly: true, column: { width: 170, format: "datetime" }, exported: true },
  },
  sortable: LOGO_SORTABLE,
  without: ["create"],
  actions: [
    { intent: "upload", button: "add", records: "none", dialog: true },
    { intent: "setDefault", button: "update", records: "one", row: true },
  ],
});
