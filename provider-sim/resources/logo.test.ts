import { eq } from "drizzle-orm";
import { LOGO_LIMIT_BYTES, logoMessages as lm, logoPaths, setDefaultLogoPath, uploadLogoPath } from "../../contract/business/logo";
import { paths } from "../../contract/paths";
import { logos, menuButtons } from "../../db/schema";
import { ok, refusal } from "../testing/answers";
import { OPEN_API_CLIENT, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><foreignObject><div>x</div></foreignObject><a href="javascript:alert(3)"><circle r="4"/></a><rect width="4" height="4"/></svg>`;

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  const at = new Date(1);
  sim.db.insert(menuButtons).values(["add", "update", "delete"].map((buttonCode, i) => ({ id: `46900${i}`, menuCode: "logoManagement", buttonCode, buttonName: buttonCode, createTime: at }))).run();
});
afterEach(() => sim.close());

async function upload(token: string, file: { name: string; bytes: Uint8Array; type: string }, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append("file", new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const res = await fetch(new URL(uploadLogoPath, sim.base), { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, headers: res.headers, text: "", body: await res.json() };
}

const credential = () => ({ appKey: OPEN_API_CLIENT.id, appSecret: OPEN_API_CLIENT.secret, timestamp: sim.now() });
const activeOf = async (tenantCode: string) => ok(sim.post(paths.hsOpenApi.queryActiveLogo, { json: { tenantCode, openApiCredential: credential() } }));

describe("logos in the simulator", () => {
  it("judges an upload by its bytes: a PNG named logo.svg and sent as SVG is kept as a PNG", async () => {
    const token = await sim.login("admin", T1);
    const { id, contentType } = await ok(upload(token, { name: "logo.svg", bytes: PNG, type: "image/svg+xml" }));
    expect(contentType).toBe("image/png");
    expect(sim.db.select().from(logos).where(eq(logos.id, id)).get()).toMatchObject({ tenantCode: T1, name: "logo", contentType: "image/png", isDefault: true });
  });

  it("keeps an SVG only as the sanitiser leaves it, and refuses what is no image or too large", async () => {
    const token = await sim.login("admin", T1);
    const { id } = await ok(upload(token, { name: "brand.png", bytes: new TextEncoder().encode(HOSTILE), type: "image/png" }, { name: "Brand" }));
    const kept = sim.db.select().from(logos).where(eq(logos.id, id)).get()!;
    expect({ type: kept.contentType, svg: kept.content.toString() }).toEqual({ type: "image/svg+xml", svg: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>' });
    expect(await refusal(upload(token, { name: "x.png", bytes: new TextEncoder().encode("GIF89a"), type: "image/png" }))).toBe(lm.badImage);
    const big = new Uint8Array(LOGO_LIMIT_BYTES + 1);
    big.set(PNG);
    expect(await refusal(upload(token, { name: "big.png", bytes: big, type: "image/png" }))).toBe(lm.tooLarge);
    expect(await refusal(sim.post(logoPaths.add, { token, json: { name: "No image" } }))).toBe(lm.uploadInstead);
  });

  it("keeps one active logo per tenant, which the open API serves with its type", async () => {
    const token = await sim.login("admin", T1);
    const first = await ok(upload(token, { name: "a.png", bytes: PNG, type: "image/png" }));
    const second = await ok(upload(token, { name: "b.svg", bytes: new TextEncoder().encode(HOSTILE), type: "image/svg+xml" }));
    expect(await activeOf(T1)).toEqual({ id: first.id, contentType: "image/png" });
    await ok(sim.post(setDefaultLogoPath, { token, query: { id: second.id } }));
    expect(await activeOf(T1)).toEqual({ id: second.id, contentType: "image/svg+xml" });
    expect(sim.db.select().from(logos).where(eq(logos.isDefault, true)).all().map((r) => r.id)).toEqual([second.id]);
    expect(await activeOf(T2)).toBeNull();
    const image = await sim.post(paths.hsOpenApi.queryLogoImage, { json: { tenantCode: T1, id: second.id, openApiCredential: credential() } });
    expect([image.headers.get("content-type"), image.headers.get("x-content-type-options")]).toEqual(["image/svg+xml", "nosniff"]);
    // Another tenant's code with this id answers as a missing logo.
    expect((await sim.post(paths.hsOpenApi.queryLogoImage, { json: { tenantCode: T2, id: second.id, openApiCredential: credential() } })).status).toBe(404);
    // Deleting the active one hands the part to the other.
    await ok(sim.post(logoPaths.delete, { token, query: { id: second.id } }));
    expect(await activeOf(T1)).toEqual({ id: first.id, contentType: "image/png" });
  });

  it("lets no other tenant choose or delete a tenant's logo", async () => {
    const { id } = await ok(upload(await sim.login("admin", T1), { name: "a.png", bytes: PNG, type: "image/png" }));
    await ok(upload(await sim.login("admin", T1), { name: "b.png", bytes: PNG, type: "image/png" }));
    const other = await sim.login("hkadmin", T2);
    expect((await sim.post(setDefaultLogoPath, { token: other, query: { id } })).body.code).not.toBe(200);
    await sim.post(logoPaths.delete, { token: other, query: { id } });
    expect(sim.db.select().from(logos).where(eq(logos.id, id)).get()).toMatchObject({ tenantCode: T1, isDefault: true });
  });
});
