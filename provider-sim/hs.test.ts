import bcrypt from "bcryptjs";
import { eq } from "drizzle-orm";
import { hsCodeDetailSchema, hsMessages as hm, hsPageSchema } from "../contract/hs";
import { providerMessages as m } from "../contract/messages";
import { paths } from "../contract/paths";
import { appClients } from "../db/schema";
import { MINUTE_MS } from "./policy";
import { OPEN_API_CLIENT, SERVER_CLIENT } from "./testing/fixtures";
import { startTestSimulator, type TestSimulator } from "./testing/harness";

// One simulator for the file: the HS data is read-only, and loading it is the slow part.
let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator({ hsReference: true });
});
afterAll(() => sim.close());

const credential = (overrides: Record<string, unknown> = {}) => ({
  appKey: OPEN_API_CLIENT.id,
  appSecret: OPEN_API_CLIENT.secret,
  timestamp: sim.now(),
  ...overrides,
});

const query = (body: Record<string, unknown>, openApiCredential: unknown = credential()) =>
  sim.post(paths.hsOpenApi.publicQuery, { json: { ...body, openApiCredential } });
const detail = (code: string, openApiCredential: unknown = credential()) =>
  sim.post(paths.hsOpenApi.publicDetail, { json: { code, openApiCredential } });

async function pageOf(body: Record<string, unknown>) {
  const answer = await query(body);
  expect(answer.status).toBe(200);
  expect(answer.body.status, answer.text).toBe(200);
  return hsPageSchema.parse(answer.body.data);
}

describe("queryHsCode: search", () => {
  it("answers a page of ranked entries with their path and highlighted segments", async () => {
    const first = await pageOf({ keyword: "cotton t-shirt", currentPage: 1, pageSize: 5 });
    expect(first.list).toHaveLength(5);
    expect(first.pagination).toMatchObject({ pageSize: 5, current: 1 });
    expect(first.pagination.total).toBeGreaterThan(10);
    const tshirt = first.list.find((e) => e.code === "610910")!;
    expect(tshirt).toMatchObject({ level: 6, section: "XI", sectionName: "Textiles and textile articles", chapter: "61" });
    expect(tshirt.path.map((p) => [p.code, p.level])).toEqual([["XI", 0], ["61", 2], ["6109", 4]]);
    expect(tshirt.segments!.some((s) => s.match && s.text === "cotton")).toBe(true);

    const second = await pageOf({ keyword: "cotton t-shirt", currentPage: 2, pageSize: 5 });
    expect(second.pagination).toEqual({ ...first.pagination, current: 2 });
    const firstCodes = new Set(first.list.map((e) => e.code));
    expect(second.list.some((e) => firstCodes.has(e.code))).toBe(false);
  });

  it("answers a code prefix with the codes under it, in code order", async () => {
    expect((await pageOf({ keyword: "6109.10" })).list.map((e) => e.code)).toEqual(["610910"]);
    const chapter = await pageOf({ keyword: "61", pageSize: 50 });
    expect(chapter.list.slice(0, 3).map((e) => e.code)).toEqual(["61", "6101", "610120"]);
    expect(chapter.pagination.total).toBeGreaterThan(50);
    expect(chapter.list.every((e) => e.code.startsWith("61") && e.segments === undefined)).toBe(true);
  });

  it("narrows a search to a parent", async () => {
    const found = await pageOf({ keyword: "cotton", parent: "62", pageSize: 50 });
    expect(found.list.length).toBeGreaterThan(0);
    expect(found.list.every((e) => e.code.startsWith("62"))).toBe(true);
    expect((await pageOf({ keyword: "cotton", parent: "XI", pageSize: 50 })).list.every((e) => e.section === "XI")).toBe(true);
  });

  it("refuses a keyword over 100 characters and a page over 50, naming the field", async () => {
    expect((await query({ keyword: "x".repeat(101) })).body).toEqual({ status: 500, message: `keyword: ${hm.keywordTooLong}` });
    expect((await query({ pageSize: 51 })).body).toEqual({ status: 500, message: `pageSize: ${hm.pageSizeTooLarge}` });
  });
});

describe("queryHsCode: browse", () => {
  it("lists the 21 sections at the root", async () => {
    const root = await pageOf({ pageSize: 50 });
    expect(root.pagination.total).toBe(21);
    expect(root.list.map((e) => e.code).slice(0, 4)).toEqual(["I", "II", "III", "IV"]);
    expect(root.list[10]).toEqual({ code: "XI", level: 0, description: "Textiles and textile articles", section: "XI", sectionName: "Textiles and textile articles", path: [] });
  });

  it("lists a section's chapters, and a chapter's headings", async () => {
    const section = await pageOf({ parent: "XI", pageSize: 50 });
    expect(section.list.map((e) => e.code)).toEqual(Array.from({ length: 14 }, (_, i) => String(50 + i)));
    expect(section.list.every((e) => e.level === 2 && e.path.length === 1 && e.path[0].code === "XI")).toBe(true);

    const chapter = await pageOf({ parent: "61", pageSize: 50 });
    expect(chapter.list[0]).toMatchObject({ code: "6101", level: 4, chapter: "61" });
    expect(chapter.list.map((e) => e.code)).toContain("6109");
    expect(chapter.list.every((e) => e.level === 4 && e.path.map((p) => p.code).join() === "XI,61")).toBe(true);

    expect((await pageOf({ parent: "6109" })).list.map((e) => e.code)).toEqual(["610910", "610990"]);
  });

  it("refuses a parent that does not exist", async () => {
    expect((await query({ parent: "XXX" })).body).toEqual({ status: 500, message: hm.codeNotFound });
    expect((await query({ parent: "6199" })).body).toEqual({ status: 500, message: hm.codeNotFound });
  });
});

describe("queryHsCodeDetail", () => {
  it("answers 610910 with its path, and the US HTS 6109.10 lines", async () => {
    const answer = await detail("6109.10");
    expect(answer.body.status).toBe(200);
    const code = hsCodeDetailSchema.parse(answer.body.data);
    expect(code).toMatchObject({ code: "610910", level: 6, section: "XI", chapter: "61", children: [] });
    expect(code.path).toContainEqual(expect.objectContaining({ code: "61", level: 2, description: "Apparel and clothing accessories; knitted or crocheted" }));
    expect(code.usHts.map((line) => line.htsCode)).toEqual(["6109.10.00", "6109.10.00.12", "6109.10.00.40"]);
    expect(code.usHts[0]).toMatchObject({ description: "Of cotton", generalRate: "16.5%", column2Rate: "90%", unit: null });
  });

  it("answers a section with its chapters, and a heading with its subheadings", async () => {
    const section = hsCodeDetailSchema.parse((await detail("XI")).body.data);
    expect(section.children).toHaveLength(14);
    expect(section.usHts.length).toBeGreaterThan(0);
    const heading = hsCodeDetailSchema.parse((await detail("6109")).body.data);
    expect(heading.children.map((c) => c.code)).toEqual(["610910", "610990"]);
  });

  it("refuses an unknown code, and one that is not an HS code at all", async () => {
    expect((await detail("9999")).body).toEqual({ status: 500, message: hm.codeNotFound });
    expect((await detail("12345")).body).toEqual({ status: 500, message: `code: ${hm.codeInvalid}` });
  });
});

describe("open-API credential", () => {
  const refused = (message: string) => ({ status: 401, message });

  it("needs no bearer token, and ignores one", async () => {
    const answer = await sim.post(paths.hsOpenApi.publicQuery, { token: "not-a-token", json: { openApiCredential: credential() } });
    expect(answer.body.status).toBe(200);
  });

  it("refuses a call without the block, or with an incomplete one, over HTTP 200", async () => {
    const none = await sim.post(paths.hsOpenApi.publicQuery, { json: { keyword: "cotton" } });
    expect(none.status).toBe(200);
    expect(none.body).toEqual(refused(hm.credentialMissing));
    expect((await query({}, { appKey: OPEN_API_CLIENT.id, appSecret: OPEN_API_CLIENT.secret })).body).toEqual(refused(hm.credentialMissing));
    expect((await sim.post(paths.hsOpenApi.publicDetail, { form: { code: "61" } })).body).toEqual(refused(hm.credentialMissing));
  });

  it("answers an unknown key, a wrong secret and a client without client_credentials alike", async () => {
    expect((await query({}, credential({ appKey: "nobody" }))).body).toEqual(refused(hm.credentialRejected));
    expect((await query({}, credential({ appSecret: "wrong-secret" }))).body).toEqual(refused(hm.credentialRejected));
    expect((await detail("61", credential({ appKey: SERVER_CLIENT.id, appSecret: SERVER_CLIENT.secret }))).body).toEqual(refused(hm.credentialRejected));
  });

  it("refuses a timestamp more than 5 minutes off the clock, either way", async () => {
    expect((await query({}, credential({ timestamp: sim.now() - 5 * MINUTE_MS - 1 }))).body).toEqual(refused(hm.credentialStale));
    expect((await query({}, credential({ timestamp: sim.now() + 5 * MINUTE_MS + 1 }))).body).toEqual(refused(hm.credentialStale));
    expect((await query({}, credential({ timestamp: sim.now() - 5 * MINUTE_MS }))).body.status).toBe(200);
  });

  it("verifies a good secret with bcrypt once a minute, until the client's secret is renewed", async () => {
    // Past what earlier tests left remembered.
    sim.advance(MINUTE_MS + 1);
    const compare = vi.spyOn(bcrypt, "compare");
    try {
      expect((await query({}, credential())).body.status).toBe(200);
      expect((await detail("61", credential())).body.status).toBe(200);
      expect(compare).toHaveBeenCalledTimes(1);
      sim.advance(MINUTE_MS + 1);
      expect((await detail("61", credential())).body.status).toBe(200);
      expect(compare).toHaveBeenCalledTimes(2);

      const stored = sim.db.select().from(appClients).where(eq(appClients.clientId, OPEN_API_CLIENT.id)).get()!;
      sim.db.update(appClients).set({ clientSecretHash: bcrypt.hashSync("renewed-secret", 4) }).where(eq(appClients.clientId, OPEN_API_CLIENT.id)).run();
      expect((await query({}, credential())).body).toEqual(refused(hm.credentialRejected));
      sim.db.update(appClients).set({ clientSecretHash: stored.clientSecretHash }).where(eq(appClients.clientId, OPEN_API_CLIENT.id)).run();
    } finally {
      compare.mockRestore();
    }
  });
});

describe("rate limit", () => {
  it("limits the open API per IP, before the credential is checked", async () => {
    const limited = await startTestSimulator({ rateLimitFactor: 2 / 120 });
    try {
      const call = () => limited.post(paths.hsOpenApi.publicQuery, { json: {} });
      expect((await call()).body.message).toBe(hm.credentialMissing);
      expect((await call()).body.message).toBe(hm.credentialMissing);
      const third = await call();
      expect(third.status).toBe(429);
      expect(third.body).toEqual({ status: 429, message: m.tooManyRequests });
    } finally {
      await limited.close();
    }
  });
});
