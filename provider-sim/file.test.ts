import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { createProviderClient } from "../app/provider/client.server";
import { downloadFile, uploadFile } from "../app/provider/file.server";
import { attachmentOf, fileMessages as fm, filePaths, fileInfoSchema, UPLOAD_PART } from "../contract/file";
import { UPLOAD_LIMIT_BYTES } from "../app/lib/constants";
import { files, roleUrls, urls } from "../db/schema";
import { ids, T1, T2 } from "./testing/fixtures";
import { startTestSimulator, type TestSimulator } from "./testing/harness";

/** A one-page PDF, as small as a reader still opens. */
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
/** A 1×1 PNG: signature, IHDR, IDAT, IEND. */
const PNG = Uint8Array.from(
  Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082", "hex"),
);

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator();
  // The other tenant's editor may use the file area (the fixture grants it nothing by URL).
  sim.db.insert(urls).values({ id: "470001", url: "/api/file/**", method: "*", description: "Files", createTime: new Date() }).run();
  sim.db.insert(roleUrls).values({ tenantCode: T2, roleId: ids.editorRole2, urlId: "470001" }).run();
});
afterEach(() => sim.close());

const upload = async (token: string | undefined, ...parts: { name: string; bytes: Uint8Array<ArrayBuffer>; type?: string }[]) => {
  const form = new FormData();
  for (const part of parts) form.append(UPLOAD_PART, new File([part.bytes], part.name, { type: part.type ?? "application/octet-stream" }));
  const res = await fetch(new URL(filePaths.upload, sim.base), { method: "POST", headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  return { status: res.status, body: await res.json() };
};
const download = (token: string, url: string) => fetch(new URL(url, sim.base), { headers: { authorization: `Bearer ${token}` } });

describe("the file area", () => {
  it("keeps a PDF and a PNG for the tenant and gives them back byte for byte", async () => {
    const token = await sim.login("admin", T1);
    for (const [name, bytes, contentType, fileType] of [
      ["IRS letter 2026.pdf", PDF, "application/pdf", "document"],
      ["营业执照.png", PNG, "image/png", "image"],
    ] as const) {
      const answer = await upload(token, { name, bytes });
      expect(answer.body.status).toBe(200);
      const info = fileInfoSchema.parse(answer.body.data);
      expect(info).toMatchObject({ originalName: name, size: bytes.length, contentType, fileType, createTime: new Date(sim.now()).toISOString() });
      expect(info.url).toBe(`/api/file/download/${info.id}/${encodeURIComponent(name)}`);
      const row = sim.db.select().from(files).where(eq(files.id, info.id)).get()!;
      expect(row).toMatchObject({ tenantCode: T1, createBy: "admin", sha256: createHash("sha256").update(bytes).digest("hex") });

      const res = await download(token, info.url);
      expect(res.status).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
      expect(res.headers.get("content-type")).toBe(contentType);
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${name.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toBe("sandbox");
    }
    expect(sim.db.select().from(files).all().map((f) => f.size)).toEqual([PDF.length, PNG.length]);
  });

  it("refuses no file, two files, an empty one, one of 10MB or more, and a kind it does not keep", async () => {
    const token = await sim.login("admin", T1);
    const refusals = [
      [fm.noFile, []],
      [fm.oneFile, [{ name: "a.pdf", bytes: PDF }, { name: "b.pdf", bytes: PDF }]],
      [fm.empty, [{ name: "empty.pdf", bytes: new Uint8Array() }]],
      [fm.tooLarge, [{ name: "big.pdf", bytes: new Uint8Array(UPLOAD_LIMIT_BYTES + 1).fill(0x25) }]],
      [fm.badType, [{ name: "setup.exe", bytes: Uint8Array.from([0x4d, 0x5a, 0x90, 0]) }]],
      [fm.badType, [{ name: "letter.pdf", bytes: new TextEncoder().encode("<html>not a pdf</html>") }]],
      [fm.badType, [{ name: "photo.png", bytes: PDF }]],
    ] as const;
    for (const [message, parts] of refusals) {
      const answer = await upload(token, ...parts);
      expect(answer.body, message).toMatchObject({ status: 500, message });
    }
    // A body past the parser's own limit is refused before it is read, in the same words.
    const huge = await upload(token, { name: "huge.pdf", bytes: new Uint8Array(UPLOAD_LIMIT_BYTES + 128 * 1024) });
    expect(huge).toMatchObject({ status: 413, body: { status: 413, message: fm.tooLarge } });
    expect(sim.db.select().from(files).all()).toEqual([]);
  });

  it("answers another tenant's file as a missing one", async () => {
    const owner = await sim.login("admin", T1);
    const { body } = await upload(owner, { name: "poa.pdf", bytes: PDF });
    const other = await sim.login("editor", T2);
    const res = await download(other, body.data.url);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 404, message: fm.notFound });
    const missing = await download(owner, "/api/file/download/1234/poa.pdf");
    expect(missing.status).toBe(404);
    // The other tenant's own uploads are its own.
    expect((await upload(other, { name: "poa.pdf", bytes: PDF })).body.data.originalName).toBe("poa.pdf");
  });

  it("needs a token and the URL grant", async () => {
    expect((await upload(undefined, { name: "a.pdf", bytes: PDF })).status).toBe(401);
    const editor = await sim.login("editor", T1);
    expect((await upload(editor, { name: "a.pdf", bytes: PDF })).body).toMatchObject({ status: 403 });
  });
});

describe("the app's provider client", () => {
  it("uploads and downloads through the file area, and reads a refusal as its message", async () => {
    const client = createProviderClient({ baseUrl: sim.base });
    const call = { token: await sim.login("admin", T1) };
    const info = await uploadFile(client, call, new File([PDF], "power of attorney.pdf"));
    const file = attachmentOf(info.url)!;
    expect(file).toEqual({ id: info.id, name: "power of attorney.pdf" });
    const answer = await downloadFile(client, call, file.id, file.name);
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(PDF);
    expect(answer.headers.get("content-disposition")).toContain("filename*=UTF-8''power%20of%20attorney.pdf");
    await expect(uploadFile(client, call, new File([PNG], "scan.pdf"))).rejects.toMatchObject({ message: fm.badType });
    await expect(downloadFile(client, call, "42", "x.pdf")).rejects.toMatchObject({ status: 404, message: fm.notFound });
  });
});
