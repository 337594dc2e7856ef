import { and, eq } from "drizzle-orm";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { openDb, type Db } from "../../db/client";
import { auditLog, params, rowCountsByHour } from "../../db/schema";
import { ascending, descending, orderByOf, type SortKey } from "../paging";
import { hourLocator, Pager } from "./pager";

const ROWS = 95;
const START = Date.UTC(2026, 0, 1);

/** 95 audit rows of tenant A (several share a time, so the key must break ties), 3 of tenant B. */
function seed(db: Db) {
  db.insert(auditLog)
    .values([
      ...Array.from({ length: ROWS }, (_, i) => ({
        id: `a${String(i).padStart(3, "0")}`,
        tenantCode: "A",
        action: i % 3 === 0 ? "update" : "create",
        entity: "sysuser",
        username: i % 2 === 0 ? "alice" : null,
        createTime: new Date(START + Math.floor(i / 4) * 1000),
      })),
      ...Array.from({ length: 3 }, (_, i) => ({ id: `b${i}`, tenantCode: "B", action: "create", entity: "sysuser", createTime: new Date(START) })),
    ])
    .run();
}

const NEWEST_FIRST: SortKey[] = [descending(auditLog.createTime), descending(auditLog.id)];

describe("Pager", () => {
  let db: Db;
  let pager: Pager;
  const tenantA = eq(auditLog.tenantCode, "A");
  const pageOf = (currentPage: number, keys = NEWEST_FIRST, where = tenantA, pageSize = 10) =>
    pager.page<{ id: string }>({ table: auditLog, where, keys, currentPage, pageSize });
  /** The same page by plain LIMIT/OFFSET: what every way of reading must equal. */
  const expected = (currentPage: number, keys = NEWEST_FIRST, where = tenantA, pageSize = 10) =>
    db.select({ id: auditLog.id }).from(auditLog).where(where).orderBy(...orderByOf(keys)).limit(pageSize).offset((currentPage - 1) * pageSize).all().map((r) => r.id);

  beforeEach(() => {
    db = openDb(":memory:");
    seed(db);
    pager = new Pager(db);
  });

  it("walks forward by keyset after the first page, with the same rows as offsets", () => {
    const methods: string[] = [];
    for (let page = 1; page <= 10; page++) {
      const answer = pageOf(page);
      methods.push(pager.lastMethod);
      expect(answer.total).toBe(ROWS);
      expect(answer.rows.map((r) => r.id)).toEqual(expected(page));
    }
    expect(methods).toEqual(["offset", "keyset", "keyset", "keyset", "keyset", "keyset", "keyset", "keyset", "keyset", "keyset"]);
    expect(pageOf(11).rows).toEqual([]);
    expect(pager.lastMethod).toBe("empty");
  });

  it("keysets ascending orders and orders led by a repeated value too", () => {
    const byAction: SortKey[] = [ascending(auditLog.action), ascending(auditLog.id)];
    for (let page = 1; page <= 10; page++) expect(pageOf(page, byAction).rows.map((r) => r.id)).toEqual(expected(page, byAction));
    expect(pager.lastMethod).toBe("keyset");
  });

  it("reads a page in the back half from the end, and the last partial page whole", () => {
    expect(pageOf(9).rows.map((r) => r.id)).toEqual(expected(9));
    expect(pager.lastMethod).toBe("reverse");
    const last = pageOf(10);
    expect(pager.lastMethod).toBe("keyset");
    expect(last.rows.map((r) => r.id)).toEqual(expected(10));
    pager = new Pager(db);
    expect(pageOf(10).rows.map((r) => r.id)).toEqual(expected(10));
    expect(pager.lastMethod).toBe("reverse");
    expect(pageOf(10).rows).toHaveLength(5);
  });

  it("falls back to offsets when an order's column may hold NULL", () => {
    const byUser: SortKey[] = [ascending(auditLog.username), ascending(auditLog.id)];
    for (let page = 1; page <= 4; page++) {
      expect(pageOf(page, byUser).rows.map((r) => r.id)).toEqual(expected(page, byUser));
      expect(pager.lastMethod).toBe("offset");
    }
  });

  it("keeps totals and boundaries apart per filter and forgets them on any write", () => {
    expect(pageOf(1).total).toBe(ROWS);
    expect(pageOf(1, NEWEST_FIRST, eq(auditLog.tenantCode, "B")).total).toBe(3);
    expect(pageOf(1, NEWEST_FIRST, and(tenantA, eq(auditLog.action, "update"))).total).toBe(32);

    // A write to any table, even one the pager never read, changes what it may keep.
    db.insert(params).values({ id: "p1", tenantCode: "A", paramName: "n", paramKey: "k", paramValue: "v" }).run();
    pageOf(1);
    pageOf(2);
    expect(pager.lastMethod).toBe("keyset");
    db.insert(auditLog).values({ id: "a999", tenantCode: "A", action: "create", entity: "sysuser", createTime: new Date(START + 99_000) }).run();
    const second = pageOf(2);
    expect(pager.lastMethod).toBe("offset");
    expect(second.total).toBe(ROWS + 1);
    expect(second.rows.map((r) => r.id)).toEqual(expected(2));
  });

  it("sees another connection's commits", () => {
    const file = join(mkdtempSync(join(tmpdir(), "pager-")), "db.sqlite");
    const mine = openDb(file);
    const theirs = openDb(file);
    seed(mine);
    const shared = new Pager(mine);
    const total = () => shared.page({ table: auditLog, where: tenantA, keys: NEWEST_FIRST, currentPage: 1, pageSize: 10 }).total;
    expect(total()).toBe(ROWS);
    theirs.$client.exec("delete from sys_audit_log where id = 'a000'");
    expect(total()).toBe(ROWS - 1);
    mine.$client.close();
    theirs.$client.close();
  });

  describe("jumps by the hourly position index", () => {
    const HOUR = 3_600_000;
    // Tenant C: 7 hours with 0 to 40 rows each (an empty hour in the middle), many sharing a second.
    const perHour = [12, 40, 3, 0, 25, 1, 30];
    const tenantC = eq(auditLog.tenantCode, "C");
    beforeEach(() => {
      let n = 0;
      perHour.forEach((count, hour) => {
        for (let i = 0; i < count; i++) {
          const id = `c${String(n++).padStart(3, "0")}`;
          db.insert(auditLog).values({ id, tenantCode: "C", action: "create", entity: "sysuser", createTime: new Date(START + hour * HOUR + Math.floor(i / 3) * 1000) }).run();
        }
      });
    });
    const total = perHour.reduce((a, b) => a + b, 0);

    for (const direction of ["desc", "asc"] as const) {
      it(`answers every page like offsets, ${direction === "desc" ? "newest" : "oldest"} first`, () => {
        const keys: SortKey[] = direction === "desc" ? NEWEST_FIRST : [ascending(auditLog.createTime), ascending(auditLog.id)];
        const locate = hourLocator(db, "sys_audit_log", "C", auditLog.createTime, direction);
        const methods = new Set<string>();
        for (const pageSize of [3, 7]) {
          for (let page = 1; page <= Math.ceil(total / pageSize) + 1; page++) {
            const fresh = new Pager(db); // no boundary kept, so each page is a jump
            const answer = fresh.page<{ id: string }>({ table: auditLog, where: tenantC, keys, currentPage: page, pageSize, locate });
            methods.add(fresh.lastMethod);
            expect(answer.rows.map((r) => r.id), `page ${page} of ${pageSize}`).toEqual(expected(page, keys, tenantC, pageSize));
          }
        }
        expect(methods).toContain("position");
      });
    }

    it("keeps the hourly counts through inserts, deletes and moves", () => {
      const counts = () =>
        db.select({ hour: rowCountsByHour.hour, n: rowCountsByHour.n }).from(rowCountsByHour).where(eq(rowCountsByHour.tenantCode, "C")).orderBy(rowCountsByHour.hour).all();
      const base = Math.floor(START / HOUR);
      expect(counts()).toEqual(perHour.flatMap((n, hour) => (n ? [{ hour: base + hour, n }] : [])));
      db.delete(auditLog).where(and(tenantC, eq(auditLog.id, "c080"))).run(); // hour 5's only row: its count goes, not to 0
      db.update(auditLog).set({ createTime: new Date(START + 3 * HOUR) }).where(eq(auditLog.id, "c000")).run();
      const recount = db.all<{ hour: number; n: number }>(
        `select create_time / 3600000 as hour, count(*) as n from sys_audit_log where tenant_code = 'C' group by hour order by hour`,
      );
      expect(counts()).toEqual(recount);
      expect(counts().some((c) => c.hour === base + 3)).toBe(true);
    });
  });
});
