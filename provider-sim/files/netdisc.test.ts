import { eq } from "drizzle-orm";
import { fileMessages as fm, filePaths, UPLOAD_PART } from "../../contract/file";
import { FILE, FOLDER, netdiscMessages as n, NETDISC_QUOTA_PARAM, netdiscPaths as p, type NetdiscEntry } from "../../contract/netdisc";
import { files, netdiscEntries, params, roleUrls, urls } from "../../db/schema";
import { ids, T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

let sim: TestSimulator;
let admin: string;
beforeEach(async () => {
  sim = await startTestSimulator();
  // The editors may use the file area (the fixture grants them nothing by URL).
  sim.db
    .insert(urls)
    .values({
      id: "470001",
      url: "/api/file/**",
      method: "*",
      description: "Files",
      createTime: new Date(),
    })
    .run();
  sim.db
    .insert(roleUrls)
    .values([
      { tenantCode: T1, roleId: ids.editorRole1, urlId: "470001" },
      { tenantCode: T2, roleId: ids.editorRole2, urlId: "470001" },
    ])
    .run();
  admin = await sim.login("admin", T1);
});
afterEach(() => sim.close());

async function upload(token: string, space: string, parentId: string | null, name: string, bytes: Uint8Array<ArrayBuffer> = PDF) {
  const form = new FormData();
  form.set("space", space);
  if (parentId) form.set("parentId", parentId);
  form.append(UPLOAD_PART, new File([bytes], name));
  const res = await fetch(new URL(p.uploadNetdisc, sim.base), {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return (await res.json()) as {
    status: number;
    message: string;
    data: NetdiscEntry;
  };
}
const folder = async (token: string, space: string, parentId: string | null, name: string) => {
  const answer = await sim.post(p.addFolder, {
    token,
    json: { space, parentId, name },
  });
  expect(answer.body.message).toBe("success");
  return answer.body.data as NetdiscEntry;
};
const list = async (token: string, query: Record<string, string>) => (await sim.get(p.query, { token, query: { space: "shared", ...query } })).body;
const names = async (token: string, query: Record<string, string>) => (await list(token, query)).data.list.map((entry: NetdiscEntry) => entry.name);
const usage = async (token: string) =>
  (await sim.get(p.queryUsage, { token })).body.data as {
    used: number;
    quota: number;
  };

describe("netdisc folders", () => {
  it("lists a folder folders first, paged and sorted, with the way down to it", async () => {
    const docs = await folder(admin, "shared", null, "Docs");
    const inner = await folder(admin, "shared", docs.id, "2026");
    await upload(admin, "shared", docs.id, "b.pdf");
    await upload(admin, "shared", docs.id, "a.pdf");
    expect(await names(admin, { parentId: docs.id })).toEqual(["2026", "a.pdf", "b.pdf"]);
    expect(await names(admin, { parentId: docs.id, sorter: "name_descend" })).toEqual(["2026", "b.pdf", "a.pdf"]);
    const second = await list(admin, {
      parentId: docs.id,
      pageSize: "2",
      currentPage: "2",
    });
    expect(second.data.pagination).toEqual({
      total: 3,
      pageSize: 2,
      current: 2,
    });
    expect(second.data.list.map((e: NetdiscEntry) => [e.name, e.type])).toEqual([["b.pdf", FILE]]);
    expect((await list(admin, { parentId: inner.id })).data.trail.map((c: { name: string }) => c.name)).toEqual(["Docs", "2026"]);
    expect(
      (
        await sim.post(p.addFolder, {
          token: admin,
          json: { space: "shared", parentId: docs.id, name: "A.PDF" },
        })
      ).body.message
    ).toBe(n.nameTaken);
    expect(
      (
        await sim.post(p.addFolder, {
          token: admin,
          json: { space: "shared", name: "a/b" },
        })
      ).body.message
    ).toBe(n.badName);
  });

  it("keeps a duplicate upload under a free name and refuses empty, too large and mistyped files", async () => {
    await upload(admin, "shared", null, "invoice.pdf");
    expect((await upload(admin, "shared", null, "invoice.pdf")).data.name).toBe("invoice (2).pdf");
    expect((await upload(admin, "shared", null, "empty.pdf", new Uint8Array(0))).message).toBe(fm.empty);
    expect((await upload(admin, "shared", null, "fake.pdf", new TextEncoder().encode("not a pdf"))).message).toBe(fm.badType);
    expect(await names(admin, {})).toEqual(["invoice (2).pdf", "invoice.pdf"]);
  });

  it("renames and moves, never into the folder itself or one inside it", async () => {
    const a = await folder(admin, "shared", null, "A");
    const b = await folder(admin, "shared", a.id, "B");
    const file = (await upload(admin, "shared", b.id, "x.pdf")).data;
    expect(
      (
        await sim.put(p.rename, {
          token: admin,
          json: { id: file.id, name: "y.pdf" },
        })
      ).body.message
    ).toBe("success");
    const kept = sim.db.select().from(files).all()[0];
    expect(kept.originalName).toBe("y.pdf");
    expect(
      (
        await sim.put(p.move, {
          token: admin,
          json: { id: a.id, parentId: b.id },
        })
      ).body.message
    ).toBe(n.intoItself);
    expect(
      (
        await sim.put(p.move, {
          token: admin,
          json: { id: a.id, parentId: a.id },
        })
      ).body.message
    ).toBe(n.intoItself);
    expect(
      (
        await sim.put(p.move, {
          token: admin,
          json: { id: file.id, parentId: a.id },
        })
      ).body.message
    ).toBe("success");
    expect(await names(admin, { parentId: a.id })).toEqual(["B", "y.pdf"]);
    expect(
      (
        await sim.put(p.move, {
          token: admin,
          json: { id: b.id, parentId: null },
        })
      ).body.message
    ).toBe("success");
    expect(await names(admin, {})).toEqual(["A", "B"]);
    // Another space's folder is no target.
    const mine = await folder(admin, "mine", null, "Private");
    expect(
      (
        await sim.put(p.move, {
          token: admin,
          json: { id: file.id, parentId: mine.id },
        })
      ).body.message
    ).toBe(n.folderNotFound);
  });

  it("searches by name across the space's folders, leaving the recycle bin out", async () => {
    const a = await folder(admin, "shared", null, "Contracts");
    await upload(admin, "shared", a.id, "contract-2026.pdf");
    const old = (await upload(admin, "shared", null, "contract-2020.pdf")).data;
    await sim.post(p.delete, { token: admin, query: { id: old.id } });
    expect(await names(admin, { name: "contract" })).toEqual(["Contracts", "contract-2026.pdf"]);
  });
});

describe("the recycle bin", () => {
  it("deletes a folder with what it holds, restores it, and deletes for good", async () => {
    const a = await folder(admin, "shared", null, "A");
    const file = (await upload(admin, "shared", a.id, "x.pdf")).data;
    expect((await sim.post(p.delete, { token: admin, query: { id: a.id } })).body.message).toBe("success");
    expect(await names(admin, {})).toEqual([]);
    expect((await list(admin, { parentId: a.id })).message).toBe(n.folderNotFound);
    const bin = (await sim.get(p.queryRecycle, { token: admin })).body.data;
    expect(bin.list.map((e: NetdiscEntry) => e.name)).toEqual(["A"]);
    expect((await sim.post(p.restore, { token: admin, query: { id: file.id } })).body.message).toBe(n.notFound);

    expect((await sim.post(p.restore, { token: admin, query: { id: a.id } })).body.message).toBe("success");
    expect(await names(admin, { parentId: a.id })).toEqual(["x.pdf"]);

    await sim.post(p.delete, { token: admin, query: { id: a.id } });
    expect((await sim.post(p.purge, { token: admin, query: { id: a.id } })).body.message).toBe("success");
    expect(sim.db.select().from(netdiscEntries).all()).toEqual([]);
    expect(sim.db.select().from(files).all()).toEqual([]);
  });

  it("restores a file whose folder is gone at the space's top, under a free name", async () => {
    const a = await folder(admin, "shared", null, "A");
    const file = (await upload(admin, "shared", a.id, "x.pdf")).data;
    await sim.post(p.delete, { token: admin, query: { id: file.id } });
    await sim.post(p.delete, { token: admin, query: { id: a.id } });
    await upload(admin, "shared", null, "x.pdf");
    await sim.post(p.restore, { token: admin, query: { id: file.id } });
    expect(await names(admin, {})).toEqual(["x (2).pdf", "x.pdf"]);
  });
});

describe("spaces and tenants", () => {
  it("keeps My files to their owner and the tenant's Shared to its tenant", async () => {
    const editor = await sim.login("editor", T1);
    const other = await sim.login("editor", T2);
    const own = (await upload(admin, "mine", null, "own.pdf")).data;
    await upload(admin, "shared", null, "team.pdf");
    expect(await names(admin, { space: "mine" })).toEqual(["own.pdf"]);
    expect(await names(editor, { space: "mine" })).toEqual([]);
    expect(await names(editor, {})).toEqual(["team.pdf"]);
    expect(await names(other, {})).toEqual([]);
    for (const token of [editor, other]) {
      expect(
        (
          await sim.put(p.rename, {
            token,
            json: { id: own.id, name: "mine.pdf" },
          })
        ).body.message
      ).toBe(n.notFound);
      expect((await sim.post(p.delete, { token, query: { id: own.id } })).body.message).toBe(n.notFound);
      expect(
        (
          await sim.post(p.addShare, {
            token,
            json: {
              id: own.id,
              expireTime: new Date(sim.now() + 86_400_000).toISOString(),
            },
          })
        ).body.message
      ).toBe(n.notFound);
    }
    expect((await sim.get(p.queryRecycle, { token: other })).body.data.list).toEqual([]);
  });
});

describe("the quota", () => {
  it("counts the bin until files are deleted for good, and refuses an upload past it", async () => {
    const quotaBytes = 2 * PDF.length + 10;
    sim.db
      .insert(params)
      .values({
        id: "990001",
        tenantCode: T1,
        paramName: "Netdisc quota",
        paramKey: NETDISC_QUOTA_PARAM,
        paramValue: String(quotaBytes / 1024 / 1024),
        createTime: new Date(),
        updateTime: new Date(),
      })
      .run();
    expect(await usage(admin)).toEqual({ used: 0, quota: quotaBytes });
    const first = (await upload(admin, "shared", null, "1.pdf")).data;
    await upload(admin, "mine", null, "2.pdf");
    expect((await usage(admin)).used).toBe(2 * PDF.length);
    expect((await upload(admin, "shared", null, "3.pdf")).message).toBe(n.quotaFull);
    await sim.post(p.delete, { token: admin, query: { id: first.id } });
    expect((await usage(admin)).used).toBe(2 * PDF.length);
    await sim.post(p.restore, { token: admin, query: { id: first.id } });
    expect((await usage(admin)).used).toBe(2 * PDF.length);
    await sim.post(p.delete, { token: admin, query: { id: first.id } });
    await sim.post(p.purge, { token: admin, query: { id: first.id } });
    expect((await usage(admin)).used).toBe(PDF.length);
    expect((await upload(admin, "shared", null, "3.pdf")).status).toBe(200);
    // Another tenant's use is its own.
    expect((await usage(await sim.login("editor", T2))).used).toBe(0);
  });
});

describe("share links", () => {
  const open = (token: string) => fetch(new URL(p.openShare.replace(":token", token), sim.base));

  it("downloads without signing in until the link expires", async () => {
    const file = (await upload(admin, "shared", null, "report.pdf")).data;
    const answer = await sim.post(p.addShare, {
      token: admin,
      json: {
        id: file.id,
        expireTime: new Date(sim.now() + 86_400_000).toISOString(),
      },
    });
    const { token } = answer.body.data;
    expect(token).toMatch(/^[\w-]{22}$/);
    expect(JSON.stringify(sim.db.select().from(netdiscEntries).all())).not.toContain(token);
    const res = await open(token);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    expect(res.headers.get("content-disposition")).toContain('filename="report.pdf"');
    sim.advance(86_400_000);
    expect((await open(token)).status).toBe(404);
  });

  it("stops working once revoked or once its file is in the bin, and refuses a past expiry or a folder", async () => {
    const file = (await upload(admin, "shared", null, "report.pdf")).data;
    const expireTime = new Date(sim.now() + 3_600_000).toISOString();
    const first = (
      await sim.post(p.addShare, {
        token: admin,
        json: { id: file.id, expireTime },
      })
    ).body.data;
    const second = (
      await sim.post(p.addShare, {
        token: admin,
        json: { id: file.id, expireTime },
      })
    ).body.data;
    expect((await sim.get(p.queryShare, { token: admin, query: { id: file.id } })).body.data).toHaveLength(2);
    await sim.post(p.revokeShare, { token: admin, query: { id: first.id } });
    expect((await open(first.token)).status).toBe(404);
    expect((await open(second.token)).status).toBe(200);
    await sim.post(p.delete, { token: admin, query: { id: file.id } });
    expect((await open(second.token)).status).toBe(404);
    expect((await open("x".repeat(22))).status).toBe(404);

    const past = new Date(sim.now() - 1000).toISOString();
    expect(
      (
        await sim.post(p.addShare, {
          token: admin,
          json: { id: file.id, expireTime: past },
        })
      ).body.message
    ).toBe(n.expiryPast);
    const a = await folder(admin, "shared", null, "A");
    expect(
      (
        await sim.post(p.addShare, {
          token: admin,
          json: { id: a.id, expireTime },
        })
      ).body.message
    ).toBe(n.notAFile);
  });
});

describe("attachments", () => {
  it("lists the tenant's uploads of other screens, not the netdisc's", async () => {
    const form = new FormData();
    form.append(UPLOAD_PART, new File([PDF], "proof.pdf"));
    await fetch(new URL(filePaths.upload, sim.base), {
      method: "POST",
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    await upload(admin, "shared", null, "drive.pdf");
    const page = (await sim.get(p.queryAttachment, { token: admin })).body.data;
    expect(page.list.map((f: { originalName: string }) => f.originalName)).toEqual(["proof.pdf"]);
    expect(
      (
        await sim.get(p.queryAttachment, {
          token: await sim.login("editor", T2),
        })
      ).body.data.list
    ).toEqual([]);
    expect(sim.db.select().from(netdiscEntries).where(eq(netdiscEntries.type, FOLDER)).all()).toEqual([]);
  });
});
