import { z } from "zod";
import { OPEN_API_CODES } from "#contract/openapi/catalogue";
import { CALL_OUTCOMES, CALL_REASONS, OPEN_API_CALL_SORTABLE, openApiCallLogPaths, openApiCallSchema } from "#contract/openapi/call-log";
import { defineResource } from "./define";

/** The signed-in member's own open API calls (/OpenApiInfo, under the documentation): read-only, newest first. */
export const openApiInfo = defineResource({
  name: "OpenApiInfo",
  path: "/OpenApiInfo",
  paths: openApiCallLogPaths,
  row: openApiCallSchema,
  add: z.object({}),
  update: z.object({}),
  fields: {
    createTime: { input: "text", column: { width: 170, format: "datetime" }, exported: true },
    apiUserName: { input: "text", column: { width: 150 } },
    accessKey: { input: "text", column: { width: 230 }, filter: true, exported: true },
    api: { input: "select", options: OPEN_API_CODES, column: { width: 170 }, filter: true },
    outcome: { input: "select", options: CALL_OUTCOMES, column: { width: 100, tone: { answered: "green", refused: "red", failed: "orange" } }, filter: true, exported: true },
    reason: { input: "select", options: CALL_REASONS, column: { width: 200 } },
    status: { input: "number", column: { width: 80 }, exported: true },
    latencyMs: { input: "number", column: { width: 100 }, exported: true },
    price: { input: "text", column: { width: 90 }, exported: true },
    currency: { input: "text", column: { width: 80 }, exported: true },
  },
  sortable: OPEN_API_CALL_SORTABLE,
  without: ["create", "update", "delete", "history"],
});
