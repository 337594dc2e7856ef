import { unzipSync, strFromU8 } from "fflate";
import { entityDefinitionSchema, generatorMessages as g, generatorPaths as p } from "../../contract/dev/generator";
import { menuButtons } from "../../db/schema";
import { ok, refusal } from "../testing/answers";
import { T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { SAMPLE_ENTITY } from "../../contract/dev/sample-entity";

let sim: TestSimulator;
let admin: string;
beforeEach(async () => {
  sim = await startTestSimulator();
  sim.db.insert(menuButtons).values({ id: "990200", menuCode: "generatortemplate", buttonCode: "update", buttonName: "update", createTime: new Date(sim.now()) }).run();
  admin = await sim.login("admin", T1);
});
afterEach(() => sim.close());

const preview = (token: string, definition: unknown, drafts: Record<string, string> = {}) => sim.post(p.preview, { token, json: { definition, drafts } });
const fileAt = (files: { path: string; content: string }[], path: string) => files.find((f) => f.path === path)?.content ?? "";

describe("the code generator service", () => {
  it("writes this product's files for an entity, each at its place in the tree", async () => {
    const files = await ok(preview(admin, SAMPLE_ENTITY));
    expect(files.map((f: { path: string }) => f.path)).toEqual([
      "contract/business/licensed-broker.ts",
      "db/schema/licensed-broker.ts",
      "provider-sim/resources/licensed-broker.ts",
      "provider-sim/resources/licensed-broker.test.ts",
      "app/resources/licensedBroker.ts",
      "app/resources/licensedBroker.i18n.ts",
      "app/routes/_shell.licensedBroker.tsx",
      "e2e/licensed-broker.spec.ts",
      "REGISTER-licensed-broker.md",
    ]);
    // Words arrive as string literals: a quote in a label cannot end its string.
    expect(fileAt(files, "app/resources/licensedBroker.i18n.ts")).toContain(`remark: "Remark \\"internal\\""`);
    expect(fileAt(files, "contract/business/licensed-broker.ts")).toContain("licenseNumber: requiredText(16).regex(/^(?:[A-Z]{2}-[0-9]{5})$/)");
    // The items named are the items written.
    const some = await ok(preview(admin, { ...SAMPLE_ENTITY, items: ["route", "register"] }));
    expect(some.map((f: { item: string }) => f.item)).toEqual(["route", "register"]);
  });

  it("refuses a definition it could not write, naming the problem", async () => {
    const field = SAMPLE_ENTITY.fields[0];
    expect(await refusal(preview(admin, { ...SAMPLE_ENTITY, fields: [{ ...field, example: null }] }))).toContain(g.exampleNeeded);
    expect(await refusal(preview(admin, { ...SAMPLE_ENTITY, fields: [{ ...field, example: "lb-1" }] }))).toContain(g.exampleMismatch);
    expect(await refusal(preview(admin, { ...SAMPLE_ENTITY, fields: [{ ...field, pattern: "[A-Z" }] }))).toContain(g.badPattern);
    expect(await refusal(preview(admin, { ...SAMPLE_ENTITY, fields: [{ ...field, name: "tenantCode" }] }))).toContain(g.reservedField);
    expect(await refusal(preview(admin, { ...SAMPLE_ENTITY, fields: [field, field] }))).toContain(g.duplicateField);
    expect(await refusal(preview(admin, { ...SAMPLE_ENTITY, fields: [{ ...SAMPLE_ENTITY.fields[2], options: [] }] }))).toContain(g.optionsNeeded);
    expect(await refusal(preview(admin, { ...SAMPLE_ENTITY, entityName: "licensed broker" }))).toContain(g.identifier);
    expect(await refusal(preview(admin, { ...SAMPLE_ENTITY, items: ["nothing"] }))).toContain(g.unknownTemplate);
  });

  it("keeps a tenant's template versions, renders with the latest, restores any, and leaves other tenants on the shipped text", async () => {
    const key = { templateSet: "product", item: "route" };
    const shipped = (await ok(sim.get(p.getTemplate, { token: admin, query: key }))).content as string;
    expect((await ok(sim.post(p.saveTemplate, { token: admin, json: { ...key, content: `// {{{titleEn}}}\n${shipped}` } }))).version).toBe(1);
    expect(fileAt(await ok(preview(admin, SAMPLE_ENTITY)), "app/routes/_shell.licensedBroker.tsx")).toMatch(/^\/\/ "Licensed brokers"\n/);
    // A draft previews without being kept.
    expect(fileAt(await ok(preview(admin, SAMPLE_ENTITY, { route: "draft {{screenName}}" })), "app/routes/_shell.licensedBroker.tsx")).toBe("draft licensedBroker");
    expect(await refusal(sim.post(p.saveTemplate, { token: admin, json: { ...key, content: "{{#fields}} unclosed" } }))).toBe(g.templateBroken);

    expect((await ok(sim.post(p.restoreTemplate, { token: admin, json: { ...key, version: 0 } }))).version).toBe(2);
    const detail = await ok(sim.get(p.getTemplate, { token: admin, query: key }));
    expect(detail.content).toBe(shipped);
    expect(detail.versions.map((v: { version: number; reason: string; restoredFrom: number | null }) => [v.version, v.reason, v.restoredFrom])).toEqual([
      [2, "restore", 0],
      [1, "save", null],
    ]);
    expect(await refusal(sim.post(p.restoreTemplate, { token: admin, json: { ...key, version: 7 } }))).toBe(g.unknownVersion);
    // The rows are append-only.
    expect(() => sim.db.$client.exec("UPDATE dev_generator_template SET content = 'x'")).toThrow(/append-only/);

    const items = await ok(sim.get(p.queryTemplate, { token: admin, query: { templateSet: "product" } }));
    expect(items.find((i: { item: string }) => i.item === "route")).toMatchObject({ version: 2, updatedBy: "admin" });
    // Another tenant's administrator still has the shipped texts.
    const other = await ok(sim.get(p.queryTemplate, { token: await sim.login("hkadmin", T2), query: { templateSet: "product" } }));
    expect(other.map((i: { version: number }) => i.version)).toEqual(items.map(() => 0));
    expect((await ok(sim.get(p.getTemplate, { token: await sim.login("hkadmin", T2), query: key }))).versions).toEqual([]);
  });

  it("answers only those granted the generator, and writes templates only with the button", async () => {
    const editor = await sim.login("editor", T1);
    expect((await preview(editor, SAMPLE_ENTITY)).body.status).toBe(403);
    expect((await sim.post(p.saveTemplate, { token: editor, json: { templateSet: "product", item: "route", content: "x" } })).body.status).toBe(403);
    const otherTenant = await sim.login("editor", T2);
    expect((await sim.get(p.queryTable, { token: otherTenant })).body.status).toBe(403);
  });

  it("zips the files at their paths", async () => {
    const res = await fetch(new URL(p.download, sim.base), {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ definition: SAMPLE_ENTITY }),
    });
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain("licensed-broker.zip");
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(zip)).toHaveLength(9);
    expect(strFromU8(zip["app/routes/_shell.licensedBroker.tsx"])).toContain("resourceLoader(request, licensedBroker)");
  });

  it("reads a table of the database back as a definition to finish", async () => {
    const tables = await ok(sim.get(p.queryTable, { token: admin }));
    expect(tables).toContainEqual({ tableName: "biz_warehouse", columns: expect.any(Number) });
    expect(tables.some((t: { tableName: string }) => t.tableName.startsWith("__") || t.tableName.startsWith("sqlite_"))).toBe(false);
    const definition = await ok(sim.get(p.readTable, { token: admin, query: { tableName: "biz_warehouse" } }));
    expect(definition).toMatchObject({ entityName: "Warehouse", tableName: "biz_warehouse" });
    expect(definition.fields.map((f: { name: string }) => f.name)).toEqual(["code", "name", "warehouseType", "address", "contactPerson", "contactPhone", "status", "remark"]);
    expect(definition.fields.find((f: { name: string }) => f.name === "code")).toMatchObject({ type: "text", required: true, labelEn: "Code" });
    // What it reads is a definition the generator takes as it is.
    expect(entityDefinitionSchema.safeParse(definition).success).toBe(true);
    expect(await refusal(sim.get(p.readTable, { token: admin, query: { tableName: "no_such_table" } }))).toBe(g.unknownTable);
  });
});
