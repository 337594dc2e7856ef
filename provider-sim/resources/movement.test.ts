import ExcelJS from "exceljs";
import { accountMessages as m } from "../../contract/account/messages";
import { adjustAccountPath, exportMyStatementPath, exportStatementPath, movementPaths, myBalancesPath, myMovementPaths, myStatementPath, prepaidAccountPaths, statementPath } from "../../contract/account/movement";
import { menuButtons, roleUrls, urls } from "../../db/schema";
import { ok } from "../testing/answers";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { inLedgerTransaction, postToLedger, type LedgerPosting } from "./ledger";

let sim: TestSimulator;
let admin: string;
let editor: string;
const DAY = 86_400_000;
beforeEach(async () => {
  sim = await startTestSimulator({ rateLimitFactor: 1000 });
  const at = new Date(1);
  sim.db.insert(menuButtons).values([["AccountInfo", "update"], ["AccountInfo", "export"], ["RechargeFlow", "export"]].map(([menuCode, buttonCode], i) => ({ id: `28800${i}`, menuCode, buttonCode, buttonName: buttonCode, createTime: at }))).run();
  sim.db.insert(urls).values({ id: "288300", url: "/api/account/**", method: "*", createTime: at }).run();
  sim.db.insert(roleUrls).values({ tenantCode: T1, roleId: ids.editorRole1, urlId: "288300" }).run();
  admin = await sim.login("admin", T1);
  editor = await sim.login("editor", T1);
});
afterEach(() => sim.close());

/** The editor's ledger in CNY over three January days: +1,000.00, −12.50, +200.00, −300.00; one USD recharge; another tenant's. */
function book() {
  const post = (tenantCode: string, memberId: string, currency: string, kind: LedgerPosting["kind"], amountMinor: number, day: number, key: string) =>
    inLedgerTransaction(sim.db, (tx) =>
      postToLedger(tx, { tenantCode, owner: { kind: "member", id: memberId }, currency, kind, amountMinor, source: { type: "test", id: key }, idempotencyKey: key, reason: kind === "adjustment" ? "correction" : undefined, by: { id: ids.admin, name: "admin" }, at: new Date(Date.UTC(2026, 0, day, 10)) }),
    );
  post(T1, ids.editor, "CNY", "recharge", 100000, 1, "r1");
  post(T1, ids.editor, "CNY", "fee", -1250, 2, "f1");
  post(T1, ids.editor, "CNY", "adjustment", 20000, 2, "a1");
  post(T1, ids.editor, "CNY", "refund", -30000, 3, "x1");
  post(T1, ids.editor, "USD", "recharge", 5000, 1, "r2");
  post(T2, ids.editor2, "CNY", "recharge", 777700, 1, "r3");
}

async function sheetRows(body: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ""))));
  return rows;
}

describe("balances, movements and statements", () => {
  it("answers the member's own balances and movements only", async () => {
    book();
    expect((await sim.get(myBalancesPath, { token: editor })).body.data).toEqual([
      { currency: "CNY", balanceMinor: 88750, balanceText: "CNY 887.50" },
      { currency: "USD", balanceMinor: 5000, balanceText: "USD 50.00" },
    ]);
    expect((await sim.get(myBalancesPath, { token: admin })).body.data).toEqual([]);
    const mine = (await sim.get(myMovementPaths.query, { token: editor, query: { currency: "CNY" } })).body.data;
    expect(mine.list.map((r: { amountText: string }) => r.amountText)).toEqual(["CNY -300.00", "CNY 200.00", "CNY -12.50", "CNY 1,000.00"]);
    expect((await sim.get(myMovementPaths.query, { token: editor, query: { kind: "fee" } })).body.data.list).toHaveLength(1);
    expect((await sim.get(myMovementPaths.query, { token: admin })).body.data.list).toEqual([]);
    // The operator's list holds the whole tenant's, never another tenant's.
    expect((await sim.get(movementPaths.query, { token: admin })).body.data.pagination.total).toBe(5);
    expect((await sim.get(movementPaths.query, { token: editor })).body.status).toBe(403);
  });

  it("states any period so that opening + movements = closing, as JSON and in the xlsx", async () => {
    book();
    const statement = (await ok(sim.get(myStatementPath, { token: editor, query: { currency: "CNY", from: "2026-01-02", to: "2026-01-02" } }))) as Record<string, number>;
    expect(statement).toEqual(expect.objectContaining({ openingMinor: 100000, movedMinor: 18750, closingMinor: 118750 }));
    expect(statement.openingMinor + statement.movedMinor).toBe(statement.closingMinor);
    expect((await sim.get(myStatementPath, { token: editor, query: { currency: "CNY", from: "2026-01-03", to: "2026-01-01" } })).body.message).toContain(m.periodReversed);

    const file = await fetch(`${sim.base}${exportMyStatementPath}?currency=CNY&from=2026-01-02&to=2026-01-03&format=xlsx`, { headers: { Authorization: `Bearer ${editor}` } });
    const rows = await sheetRows(await file.arrayBuffer());
    expect(rows[1]).toEqual(["", "Opening balance", "", "", "", "", "CNY 1,000.00"]);
    expect(rows.at(-2)).toEqual(["", "Movements", "", "", "", "CNY -112.50", ""]);
    expect(rows.at(-1)).toEqual(["", "Closing balance", "", "", "", "", "CNY 887.50"]);
    const pdf = await fetch(`${sim.base}${exportMyStatementPath}?currency=CNY&from=2026-01-01&to=2026-01-31&format=pdf`, { headers: { Authorization: `Bearer ${editor}`, "Accept-Language": "zh" } });
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("adjusts a balance with a reason, never below zero, and states an account for the operator", async () => {
    book();
    let sent = 0;
    const adjust = (json: Record<string, unknown>, token = admin) =>
      sim.post(adjustAccountPath, { token, json: { ownerKind: "member", ownerId: ids.editor, currency: "CNY", direction: "debit", amount: "87.50", reason: "bank charge", requestKey: `adjust-${++sent}`, ...json } });
    expect((await adjust({ requestKey: "x" })).body.message).toContain(m.requestKeyShape);
    expect((await adjust({ reason: "" })).body.message).toContain(m.reasonRequired);
    expect((await adjust({ amount: "887.51" })).body.message).toBe(m.balanceShort);
    expect((await adjust({ ownerId: ids.editor2 })).body.message).toBe(m.accountUnknown);
    expect((await adjust({}, editor)).body.status).toBe(403);
    expect(await ok(adjust({}))).toEqual({ balanceMinor: 80000 });

    const accounts = (await sim.get(prepaidAccountPaths.query, { token: admin })).body.data.list;
    expect(accounts.map((a: { ownerName: string; balanceText: string }) => `${a.ownerName} ${a.balanceText}`)).toEqual(["editor CNY 800.00", "editor USD 50.00"]);
    const cny = accounts[0].id;
    const statement = await ok(sim.get(statementPath, { token: admin, query: { accountId: cny, from: "2026-01-01", to: "2026-12-31" } }));
    expect(statement).toEqual(expect.objectContaining({ openingMinor: 0, closingMinor: 80000 }));
    expect(statement.movements.at(-1)).toEqual(expect.objectContaining({ kind: "adjustment", amountMinor: -8750, reason: "bank charge" }));
    const file = await fetch(`${sim.base}${exportStatementPath}?accountId=${cny}&from=2026-01-01&to=2026-12-31&format=xlsx`, { headers: { Authorization: `Bearer ${admin}`, "Accept-Language": "zh" } });
    expect(file.headers.get("content-type")).toContain("spreadsheetml");
    // The adjustment's row names its source in the reader's words, beside the adjustment's number.
    const adjusted = (await sheetRows(await file.arrayBuffer())).find((row) => row[3] === "bank charge")!;
    expect(adjusted.slice(1, 3)).toEqual(["调整", expect.stringMatching(/^人工调整 \d+$/)]);
    // The same form sent again, twice at once (a retry, a second click): the adjustment posts once.
    const again = await Promise.all([adjust({ amount: "100.00", requestKey: "form-once" }), adjust({ amount: "100.00", requestKey: "form-once" })]);
    expect(again.map((r) => r.body.data)).toEqual([{ balanceMinor: 70000 }, { balanceMinor: 70000 }]);
    expect(await ok(adjust({ direction: "credit", amount: "100.00" }))).toEqual({ balanceMinor: 80000 });
    // Another tenant's account is not found.
    const other = await sim.login("hkadmin", T2);
    expect((await sim.get(statementPath, { token: other, query: { accountId: cny, from: "2026-01-01", to: "2026-12-31" } })).body.message).toBe(m.accountUnknown);
  });
});
