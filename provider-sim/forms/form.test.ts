import { formMessages as f, formPaths as p, taskFormKey } from "../../contract/dev/form";
import { resourceMessages as r } from "../../contract/admin/resource";
import { dicts, files, formVersions, menuButtons, workflowDefinitions } from "../../db/schema";
import { ok, refusal } from "../testing/answers";
import { T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { checkFormValues, latestForm } from "./store";

let sim: TestSimulator;
let admin: string;
beforeEach(async () => {
  sim = await startTestSimulator();
  const at = new Date(sim.now());
  sim.db
    .insert(menuButtons)
    .values(["add", "update", "delete"].map((buttonCode, i) => ({ id: `99030${i}`, menuCode: "generatorform", buttonCode, buttonName: buttonCode, createTime: at })))
    .run();
  sim.db
    .insert(dicts)
    .values([
      { id: "990400", dictType: "unit", dictName: "Unit", dictValue: "unit", parentId: null },
      { id: "990401", dictType: "unit", dictName: "Pieces", dictValue: "PCS", parentId: "990400" },
      { id: "990402", dictType: "unit", dictName: "Cartons", dictValue: "CTN", parentId: "990400" },
      // Another tenant's private entry: not an option here.
      { id: "990403", dictType: "unit", dictName: "Barrels", dictValue: "BBL", parentId: "990400", tenantCode: T2, isPrivate: true },
    ])
    .run();
  admin = await sim.login("admin", T1);
});
afterEach(() => sim.close());

const DESIGN = {
  fields: [
    { id: "hs", name: "hsCode", type: "text", required: true, pattern: "[0-9]{6}", label: { en: "HS code" } },
    { id: "doc", name: "licence", type: "upload", label: { en: "Licence" } },
    {
      id: "items",
      name: "items",
      type: "lines",
      required: true,
      label: { en: "Items" },
      columns: [
        { id: "sku", name: "sku", type: "text", required: true, label: { en: "SKU" } },
        { id: "unit", name: "unit", type: "select", dictType: "unit", label: { en: "Unit" } },
      ],
    },
  ],
};
const add = (token = admin, key = "inspection") => sim.post(p.addForm, { token, json: { name: "Inspection", key, description: "", schema: DESIGN } });
const good = { hsCode: "851762", items: [{ sku: "A-1", unit: "PCS" }] };

describe("the form service", () => {
  it("adds version 1, saves the next versions, and reads any version", async () => {
    const added = await ok(add());
    expect(added).toMatchObject({ key: "inspection", version: 1, fieldCount: 3, submissions: 0, updatedBy: "admin" });
    expect(await refusal(add())).toBe(f.keyTaken);
    const renamed = { ...DESIGN, fields: DESIGN.fields.slice(0, 1) };
    const saved = await ok(sim.post(p.saveForm, { token: admin, json: { id: added.id, name: "Inspection v2", description: "two", schema: renamed } }));
    expect(saved).toMatchObject({ name: "Inspection v2", version: 2, fieldCount: 1 });
    expect(saved.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const first = await ok(sim.get(p.getForm, { token: admin, query: { key: "inspection", version: "1" } }));
    expect(first.schema.fields).toHaveLength(3);
    expect(await refusal(sim.get(p.getForm, { token: admin, query: { id: added.id, version: "9" } }))).toBe(f.unknownVersion);
    const list = await ok(sim.get(p.queryForm, { token: admin, query: { name: "v2" } }));
    expect(list.list.map((row: { id: string }) => row.id)).toEqual([added.id]);
    // Versions are append-only in the database itself.
    expect(() => sim.db.update(formVersions).set({ version: 7 }).run()).toThrow(/append-only/);
  });

  it("refuses a design that breaks its rules, and keeps nothing of it", async () => {
    const broken = { fields: [{ id: "a", name: "Bad name", type: "text", label: { en: "A" } }] };
    expect(await refusal(sim.post(p.addForm, { token: admin, json: { name: "X", key: "broken", schema: broken } }))).toContain(f.identifier);
    expect(await refusal(sim.post(p.addForm, { token: admin, json: { name: "", key: "broken", schema: DESIGN } }))).toContain(r.required);
    expect((await ok(sim.get(p.queryForm, { token: admin }))).pagination.total).toBe(0);
  });

  it("keeps values that pass the latest version and refuses the rest at their field", async () => {
    const form = await ok(add());
    const submit = (values: unknown) => sim.post(p.submitForm, { token: admin, json: { id: form.id, values } });
    expect(await refusal(submit({ hsCode: "85", items: [{ sku: "A-1" }] }))).toBe(`hsCode: ${f.patternMismatch}`);
    expect(await refusal(submit({ hsCode: "851762", items: [{ sku: "" }] }))).toBe(`items.0.sku: ${r.required}`);
    expect(await refusal(submit({ hsCode: "851762", items: [{ sku: "A", unit: "BBL" }] }))).toBe(`items.0.unit: ${f.notAnOption}`);
    expect(await refusal(submit({ ...good, licence: "123456" }))).toBe(`licence: ${f.unknownFile}`);
    const fileId = "990500";
    sim.db.insert(files).values({ id: fileId, tenantCode: T1, originalName: "l.pdf", contentType: "application/pdf", size: 1, fileType: "document", sha256: "x", content: Buffer.from("x") }).run();
    const kept = await ok(submit({ ...good, licence: fileId }));
    expect(kept).toMatchObject({ formId: form.id, version: 1, values: { hsCode: "851762", licence: fileId, items: [{ sku: "A-1", unit: "PCS" }] } });
    const page = await ok(sim.get(p.querySubmission, { token: admin, query: { formId: form.id } }));
    expect(page.list.map((s: { id: string }) => s.id)).toEqual([kept.id]);
    expect((await ok(sim.get(p.getForm, { token: admin, query: { id: form.id } }))).submissions).toBe(1);
  });

  it("answers the workflow's questions by key: the latest design and whether values pass it", async () => {
    const form = await ok(add());
    expect(latestForm(sim.db, T1, "inspection")).toMatchObject({ id: form.id, version: 1 });
    expect(latestForm(sim.db, T2, "inspection")).toBeNull();
    expect(checkFormValues(sim.db, T1, "inspection", good)).toEqual({ ok: true, values: { hsCode: "851762", licence: null, items: [{ sku: "A-1", unit: "PCS" }] } });
    expect(checkFormValues(sim.db, T1, "inspection", { items: [] })).toEqual({ ok: false, fieldErrors: { hsCode: r.required, items: r.required } });
    expect(checkFormValues(sim.db, T2, "inspection", good).ok).toBe(false);
  });

  it("refuses to delete a form a deployed process asks for, and deletes one nobody asks for with its versions and submissions", async () => {
    const used = await ok(add());
    const free = await ok(add(admin, "spare"));
    await ok(sim.post(p.submitForm, { token: admin, json: { id: free.id, values: good } }));
    sim.db
      .insert(workflowDefinitions)
      .values({ id: "990600", tenantCode: T1, key: "inspect", name: "Inspect", version: 1, xml: `<userTask id="t" activiti:formKey="${taskFormKey("inspection")}"/>`, graph: {}, deployTime: new Date(sim.now()) })
      .run();
    expect(await refusal(sim.call("DELETE", p.deleteForm, { token: admin, json: { ids: [used.id, free.id] } }))).toBe(f.formInUse);
    expect((await ok(sim.get(p.queryForm, { token: admin }))).pagination.total).toBe(2);
    await ok(sim.call("DELETE", p.deleteForm, { token: admin, json: { ids: [free.id] } }));
    expect((await ok(sim.get(p.queryForm, { token: admin }))).list.map((row: { id: string }) => row.id)).toEqual([used.id]);
    expect(sim.db.select().from(formVersions).all().map((v) => v.formId)).toEqual([used.id]);
  });

  it("keeps each tenant to its own forms and each write to its button", async () => {
    const form = await ok(add());
    const other = await sim.login("hkadmin", T2);
    expect((await ok(sim.get(p.queryForm, { token: other }))).pagination.total).toBe(0);
    expect(await refusal(sim.get(p.getForm, { token: other, query: { id: form.id } }))).toBe("not found");
    expect(await refusal(sim.post(p.submitForm, { token: other, json: { id: form.id, values: good } }))).toBe("not found");
    expect(await refusal(sim.call("DELETE", p.deleteForm, { token: other, json: { ids: [form.id] } }))).toBe("not found");
    const editor = await sim.login("editor", T1);
    expect((await sim.get(p.queryForm, { token: editor })).body.status).toBe(403);
    sim.db.delete(menuButtons).run();
    expect((await add(admin, "another")).body.status).toBe(403);
  });
});
