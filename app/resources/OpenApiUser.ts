import {
  addOpenApiUserSchema,
  API_USER_STATUSES,
  DEFAULT_PRICES,
  OPEN_API_USER_SORTABLE,
  openApiOwnerOptionsPath,
  openApiUserPaths,
  openApiUserSchema,
  PRICE_FIELDS,
  priceFieldsOf,
  updateOpenApiUserSchema,
} from "#contract/openapi/api-user";
import { OPEN_API_CODES } from "#contract/openapi/catalogue";
import { defineResource, type FieldSpec } from "./define";

const priceFields = Object.fromEntries(PRICE_FIELDS.map((field) => [field, { input: "text" } satisfies FieldSpec]));

/**
 * API users (/OpenApiUser): a member's keys to the billed open API. The secret is shown once, when
 * the user is made or its secret rotated (the `authorize` button); the list never holds it.
 */
export const openApiUser = defineResource({
  name: "OpenApiUser",
  path: "/OpenApiUser",
  paths: openApiUserPaths,
  row: openApiUserSchema,
  add: addOpenApiUserSchema,
  update: updateOpenApiUserSchema,
  fields: {
    name: { input: "text", column: { width: 180 }, filter: true, exported: true },
    accessKey: { input: "text", readOnly: true, column: { width: 230 }, filter: true, exported: true },
    ownerUserId: { input: "select", source: { path: openApiOwnerOptionsPath, label: "label", value: "value" }, column: { width: 170 }, filter: true, exported: true },
    status: { input: "select", options: API_USER_STATUSES, column: { width: 90, tone: { enabled: "green", disabled: "gray" } }, filter: true, exported: true },
    allowedApis: { input: "multiselect", options: OPEN_API_CODES, column: { width: 260 } },
    quotaPerDay: { input: "number", column: { width: 110 }, exported: true },
    callsToday: { input: "number", readOnly: true, column: { width: 110 } },
    currency: { input: "select", source: { dict: "currency" }, column: { width: 150 }, exported: true },
    ...priceFields,
    remark: { input: "textarea" },
    createTime: { input: "text", readOnly: true, column: { width: 170, format: "datetime" } },
  },
  sortable: OPEN_API_USER_SORTABLE,
  addDefaults: { status: "enabled", allowedApis: [...OPEN_API_CODES], quotaPerDay: 1000, currency: "CNY", ...priceFieldsOf(DEFAULT_PRICES) },
  actions: [{ intent: "rotateSecret", button: "authorize", records: "one", dialog: true }],
});
