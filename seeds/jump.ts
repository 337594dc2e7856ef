import { and, eq } from "drizzle-orm";
import { BINDING_DAYS, checkJumpTokenPath } from "../contract/business/jump";
import type { Db } from "../db/client";
import { demoExternalAccounts, externalSystems, userBindings, users } from "../db/schema";
import { seedId } from "../db/snowflake";
import { DEMO_EXTERNAL_MOUNT, DEMO_EXTERNAL_PAGES, uidOf } from "../provider-sim/routes/demo-external";
import { signingKeysFrom } from "../provider-sim/services/jump-tokens";
import { DAY_MS } from "./ids";
import { insertAll } from "./insert";

type Tx = Pick<Db, "insert" | "select">;

/**
 * Where the seeded systems point: the demo external system on the simulator's default port. The
 * simulator re-points them at the origin it actually serves from when it starts (decision 0021).
 */
export const DEMO_EXTERNAL_SEED_ORIGIN = "http://127.0.0.1:3100";

/** Ids take block 44: systems from 0, bindings from 1 000; block 45: the demo system's accounts. */
const systemId = (n: number) => seedId(44 * 100_000 + n);
const bindingId = (n: number) => seedId(44 * 100_000 + 1_000 + n);
const accountId = (n: number) => seedId(45 * 100_000 + n);

const SYSTEMS = [
  { tenantCode: "10001", name: "演示 ERP 系统", effectiveSecond: 120, bound: [["manager", "wang.li"], ["editor", "zhao.min"]] },
  { tenantCode: "10001", name: "演示 CRM 系统", effectiveSecond: 60, bound: [["manager", "wangli.crm"]] },
  { tenantCode: "10002", name: "示範 ERP 系統", effectiveSecond: 120, bound: [["hkmember", "chan.tm"]] },
  { tenantCode: "10002", name: "示範 CRM 系統", effectiveSecond: 300, bound: [] },
] as const;

const demoUrl = (page: string) => `${DEMO_EXTERNAL_SEED_ORIGIN}${DEMO_EXTERNAL_MOUNT}${page}`;

/** Two external systems per demo tenant pointing at the demo system, and a few users bound to them on both sides. */
export function insertJump(tx: Tx, today: string): void {
  const day = Date.parse(`${today}T00:00:00Z`);
  let bindings = 0;
  SYSTEMS.forEach((system, n) => {
    const id = systemId(n);
    const created = new Date(day - (30 - n) * DAY_MS);
    insertAll(tx, externalSystems, [
      {
        id,
        tenantCode: system.tenantCode,
        systemName: system.name,
        bindingUrl: demoUrl(DEMO_EXTERNAL_PAGES.bind),
        effectiveSecond: system.effectiveSecond,
        ...signingKeysFrom(`jump-seed-${id}`),
        skipUrl: demoUrl(DEMO_EXTERNAL_PAGES.jump),
        tokenCheckUrl: `${DEMO_EXTERNAL_SEED_ORIGIN}${checkJumpTokenPath}`,
        unbindUrl: demoUrl(DEMO_EXTERNAL_PAGES.unbind),
        status: "enabled",
        createTime: created,
        updateTime: created,
      },
    ]);
    for (const [username, loginName] of system.bound) {
      const user = tx.select({ id: users.id }).from(users).where(and(eq(users.tenantCode, system.tenantCode), eq(users.username, username))).get();
      if (!user) continue;
      const k = bindings++;
      const uid = uidOf(id, loginName);
      const bound = new Date(created.getTime() + (k + 1) * DAY_MS);
      insertAll(tx, userBindings, [
        { id: bindingId(k), tenantCode: system.tenantCode, systemId: id, userId: user.id, uid, loginName, authToken: `seed${String(k).padStart(12, "0")}`, expTime: new Date(bound.getTime() + BINDING_DAYS * DAY_MS), isEffective: true, createTime: bound, updateTime: bound },
      ]);
      insertAll(tx, demoExternalAccounts, [{ id: accountId(k), systemId: id, uid, loginName, platformUserId: user.id, createTime: bound }]);
    }
  });
}
