import type { APIRequestContext } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { declarationPaths } from "../contract/customs/declaration";
import { hkConsignmentPaths } from "../contract/hk/consignment";
import { hkTdecPaths } from "../contract/hk/tdec";
import { usShipmentPaths } from "../contract/usa/shipment";
import { usTowingOrderPaths } from "../contract/usa/towing";
import { passwordToken } from "../scripts/provider-token";
import { APP, SIM, expect, inPool, loginAs, test } from "./support";

/**
 * Every record's page, its data, its actions and its printed form, asked for records that are not
 * the user's: unknown, another tenant's, or ids that cannot exist. A GET is the 404 page in the
 * user's language, an action a refusal; never a 5xx. The routes come from app/routes, so a new
 * record page joins the sweep by being written.
 */

/** Text that only a stack trace or a server path would put in an answer. */
const STACK_TEXT = /\bat [\w.<>$]+ \([^)]*:\d+:\d+\)|node_modules|build\/index\.js|\.tsx?:\d+|TypeError|URIError/;

/** Ids that cannot name a record: too long, not a number, %-encoded junk, a path's tricks. */
const MALFORMED = ["abc", "1".repeat(40), "-1", "1.5", "%25zz", "%00", "%E0%A4%A", "..%2f1", "%20"];
const UNKNOWN = "999999999999999";
const undecodable = (id: string) => {
  try {
    decodeURIComponent(id);
    return false;
  } catch {
    return true;
  }
};

/** Params of no record (a language, a splat): the sweep leaves their routes to hardening.spec.ts. */
const NOT_RECORDS = new Set(["lng", ""]);

interface RecordRoute {
  file: string;
  /** The URL with `:id` where each record param stands. */
  path: string;
  /** Whether it is a page (inside the shell): a GET answers the 404 page. */
  page: boolean;
  /** The intents the route's own server modules answer. */
  intents: string[];
}

/** A route's source and the server modules it imports. */
function sourcesOf(file: string): string[] {
  const source = readFileSync(`app/routes/${file}`, "utf8");
  const modules = [...source.matchAll(/from "~\/([\w/.-]+\.server)"/g)].map((m) => `app/${m[1]}.ts`);
  return [source, ...modules.map((path) => readFileSync(path, "utf8"))];
}

/** The intents a route's sources compare `intent` with, and the kit's own on a record. */
function intentsOf(texts: string[]): string[] {
  const intents = texts.flatMap((text) => [...text.matchAll(/(?:intent|get\("intent"\))\s*===\s*"(\w+)"/g)].map((m) => m[1]));
  return [...new Set([...intents, "update", "delete", "history"])];
}

/** Route files with record params (`$id`, `$market.$code` …), and pages that show one record by `?operation=view&data=`. */
function recordRoutes(): RecordRoute[] {
  const routes: RecordRoute[] = [];
  for (const file of readdirSync("app/routes")) {
    if (!/\.tsx?$/.test(file) || /\.test\./.test(file)) continue;
    const name = file.replace(/\.tsx?$/, "");
    const params = [...name.matchAll(/\$(\w*)/g)].map((m) => m[1]);
    const page = file.startsWith("_shell.");
    const url = name
      .replace(/\[\.\]/g, "\u0000")
      .split(".")
      .filter((s) => !s.startsWith("_") && s !== "index")
      .map((s) => s.replace(/^\$\w+/, ":id").replace(/_$/, "").replace(/\u0000/g, "."))
      .join("/");
    const texts = sourcesOf(file);
    if (params.length > 0 && !params.some((p) => NOT_RECORDS.has(p))) routes.push({ file, path: `/${url}`, page, intents: intentsOf(texts) });
    // A screen whose loader reads `operation` shows one record by `?operation=view&data=<id>`.
    else if (texts.some((text) => text.includes('get("operation")'))) routes.push({ file, path: `/${url}?operation=view&data=:id`, page, intents: [] });
  }
  return routes;
}

/** The first ids of each record kind a user's tenant holds, straight from the provider. */
async function idsOf(username: string, tenant: string): Promise<string[]> {
  const token = await passwordToken(SIM, username, tenant);
  const ids: string[] = [];
  for (const path of [usShipmentPaths.query, usTowingOrderPaths.query, declarationPaths.query, hkTdecPaths.query, hkConsignmentPaths.query]) {
    const answer = await fetch(`${SIM}${path}?currentPage=1&pageSize=2`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await answer.json().catch(() => null)) as { data?: { list?: Array<{ id: string }> } } | null;
    ids.push(...(body?.data?.list ?? []).map((row) => row.id));
  }
  return ids;
}

/** The route's URL for an id, and its data URL (a page's single-fetch data, the same URL for a file). */
function urlsOf(route: RecordRoute, id: string) {
  const path = route.path.replace(/:id/g, id);
  const [pathname, search] = path.split("?");
  return { document: path, data: route.page ? `${pathname}.data${search ? `?${search}` : ""}` : path };
}

async function sweep(request: APIRequestContext, ids: string[], notFoundTitle: string) {
  const faults: string[] = [];
  const note = (what: string, status: number, body: string) => {
    if (status >= 500 || STACK_TEXT.test(body)) faults.push(`${what} → ${status}`);
  };
  const probe = async (route: RecordRoute, id: string) => {
    const resource = route.path.split("/")[1];
    const { document, data } = urlsOf(route, id);
    const page = await request.get(`${APP}${document}`, { maxRedirects: 0 });
    const body = await page.text();
    note(`GET ${document}`, page.status(), body);
    // A hidden screen is 401 for this user (its own refusal, not the record's); a URL that does not decode is a bad request.
    if (page.status() !== 401 && !(page.status() === 400 && undecodable(id))) {
      if (page.status() !== 404) faults.push(`GET ${document} → ${page.status()}, not 404`);
      else if (route.page && !body.includes(notFoundTitle)) faults.push(`GET ${document}: not the 404 page in the user's language`);
    }
    const answer = await request.get(`${APP}${data}`, { maxRedirects: 0 });
    note(`GET ${data}`, answer.status(), await answer.text());
    for (const intent of route.intents) {
      const form = { intent, id, resource, milestone: "eta", at: "2026-01-01", note: "x" };
      const action = await request.post(`${APP}${data}`, { form, maxRedirects: 0 });
      const text = await action.text();
      note(`POST ${data} intent=${intent}`, action.status(), text);
      // A record's history is a read: of a record not the user's it is empty, as any list of it would be.
      if (action.status() === 200 && route.page && intent !== "history" && !text.includes('"ok",false')) faults.push(`POST ${data} intent=${intent}: no refusal`);
    }
  };
  await inPool(recordRoutes().flatMap((route) => ids.map((id) => () => probe(route, id))));
  expect(faults.sort()).toEqual([]);
}

test.describe("records that are not the user's", () => {
  test.setTimeout(240_000);

  test("the sweep finds record pages, their actions and the printed form", () => {
    const paths = recordRoutes().map((route) => route.path);
    for (const path of ["/importClearance/:id", "/Declaration/:id", "/hongKongCustomsDeclaration/:id", "/HscodeMgt/:id/:id", "/declarations/:id.pdf", "/files/:id/:id", "/hKDetail?operation=view&data=:id"]) {
      expect(paths).toContain(path);
    }
    expect(recordRoutes().find((route) => route.path === "/importClearance/:id")?.intents).toContain("recordMilestone");
  });

  test("an administrator asking for unknown, malformed or another tenant's records gets the 404 page or a refusal, never a 5xx", async ({ context }) => {
    const foreign = [...(await idsOf("hkmember", "10002")), ...(await idsOf("usmember", "10003"))];
    expect(foreign.length).toBeGreaterThan(0);
    await loginAs(context, "admin");
    await sweep(context.request, [UNKNOWN, ...MALFORMED, ...foreign], "Page not found");
  });

  test("a member of another tenant, reading Chinese, gets the same in Chinese", async ({ context }) => {
    const foreign = await idsOf("admin", "10001");
    expect(foreign.length).toBeGreaterThan(0);
    await loginAs(context, "hkmember", "10002");
    await context.addCookies([{ name: "language", value: "zh", url: APP }]);
    await sweep(context.request, [UNKNOWN, MALFORMED[0], ...foreign], "页面不存在");
  });
});
