import { and, eq, gte, sql } from "drizzle-orm";
import { amountText } from "../../contract/money";
import { type CallOutcome, noWriteSchema, reasonOf, openApiCallLogPaths, openApiUsagePath, USAGE_DAYS, type Usage } from "../../contract/openapi/call-log";
import { openApiCalls, openApiUsers } from "../../db/schema";
import type { Queryable } from "../context";
import { dayRangeFilters } from "../crud/day-range";
import type { CrudResource, Row } from "../crud/resource";
import { handle, ok } from "../http";
import { principalOf, type Principal } from "../middleware/auth";
import { descending } from "../paging";
import { scoped } from "../tenant";
import type { SimResource } from "./resource";

const DAY_MS = 86_400_000;
const startOfDay = (at: number) => at - (at % DAY_MS);

/** Calls an API user had answered since the start of today (UTC): what its daily quota counts. */
export function callsToday(db: Queryable, tenantCode: string, apiUserId: string, now: number): number {
  const row = db
    .select({ n: sql<number>`count(*)` })
    .from(openApiCalls)
    .where(and(scoped(openApiCalls, tenantCode), eq(openApiCalls.apiUserId, apiUserId), eq(openApiCalls.outcome, "answered"), gte(openApiCalls.createTime, new Date(startOfDay(now)))))
    .get();
  return row?.n ?? 0;
}

/** A member sees the calls of the keys they own, no one else's. */
const ownCalls = (principal: Principal) => and(scoped(openApiCalls, principal), eq(openApiCalls.ownerUserId, principal.userId));

function apiUserNames(db: Queryable, principal: Principal): Map<string, string> {
  const rows = db.select({ id: openApiUsers.id, name: openApiUsers.name }).from(openApiUsers).where(and(scoped(openApiUsers, principal), eq(openApiUsers.ownerUserId, principal.userId))).all();
  return new Map(rows.map((r) => [r.id, r.name]));
}

const crud: CrudResource = {
  menuCode: "OpenApiInfo",
  title: { en: "Open API calls", zh: "接口调用记录", tw: "介面呼叫紀錄" },
  paths: openApiCallLogPaths,
  table: openApiCalls,
  scope: { read: ownCalls, write: ownCalls, owner: (principal) => ({ tenantCode: principal.tenantCode, ownerUserId: principal.userId }) },
  // Written by the calls themselves (open-api-billing.ts).
  readOnly: true,
  addSchema: noWriteSchema,
  updateSchema: noWriteSchema,
  filters: {
    api: { column: openApiCalls.api, match: "equals" },
    outcome: { column: openApiCalls.outcome, match: "equals" },
    accessKey: { column: openApiCalls.accessKey, match: "contains" },
    ...dayRangeFilters("createTime", openApiCalls.createTime),
  },
  sortable: { createTime: openApiCalls.createTime, api: openApiCalls.api, latencyMs: openApiCalls.latencyMs },
  defaultOrder: [descending(openApiCalls.createTime)],
  exportColumns: [
    { field: "createTime", header: { en: "Time", zh: "调用时间", tw: "呼叫時間" }, kind: "time" },
    { field: "accessKey", header: { en: "Access key", zh: "访问密钥", tw: "存取金鑰" } },
    { field: "path", header: { en: "Path", zh: "路径", tw: "路徑" } },
    { field: "outcome", header: { en: "Outcome", zh: "结果", tw: "結果" } },
    { field: "status", header: { en: "Status", zh: "状态码", tw: "狀態碼" } },
    { field: "latencyMs", header: { en: "Latency (ms)", zh: "耗时（毫秒）", tw: "耗時（毫秒）" } },
    { field: "price", header: { en: "Price", zh: "费用", tw: "費用" } },
    { field: "currency", header: { en: "Currency", zh: "币种", tw: "幣別" } },
  ],
  view: (row, db, principal) =>
    ({
      ...row,
      apiUserName: apiUserNames(db, principal).get(String(row.apiUserId)) ?? null,
      reason: reasonOf(row.outcome as CallOutcome, row.message as string | null),
      price: amountText(Number(row.priceMinor)),
    }) as Row,
};

/** The member's calls per day over the last 30 days, oldest first; days without calls are zeros. */
export function usageOf(db: Queryable, principal: Principal, now: number): Usage {
  const first = startOfDay(now) - (USAGE_DAYS - 1) * DAY_MS;
  const day = sql<string>`strftime('%Y-%m-%d', ${openApiCalls.createTime} / 1000, 'unixepoch')`;
  const rows = db
    .select({ day, answered: sql<number>`sum(${openApiCalls.outcome} = 'answered')`, all: sql<number>`count(*)` })
    .from(openApiCalls)
    .where(and(ownCalls(principal), gte(openApiCalls.createTime, new Date(first))))
    .groupBy(day)
    .all();
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: USAGE_DAYS }, (_, i) => {
    const key = new Date(first + i * DAY_MS).toISOString().slice(0, 10);
    const found = byDay.get(key);
    return { day: key, answered: found?.answered ?? 0, refused: found ? found.all - found.answered : 0 };
  });
}

/** The signed-in member's open API calls (/OpenApiInfo): the log, and the usage chart's figures. */
export const openApiCallLog: SimResource = {
  bases: [openApiCallLogPaths.base],
  crud,
  routes(router, local, ctx) {
    router.get(local(openApiUsagePath), handle((req) => ok(usageOf(ctx.db, principalOf(req), ctx.now()))));
  },
};
