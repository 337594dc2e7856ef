import { type IncomingHttpHeaders, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { paths } from "#contract/paths";
import { queryCurrentAuthority } from "./account.server";
import { queryOrgList } from "./admin.server";
import { uploadFile } from "./file.server";
import { type ProviderClientOptions, createProviderClient } from "./client.server";
import {
  ContractError,
  LoginFailedError,
  ProviderError,
  ProviderTimeoutError,
  ProviderUnavailableError,
  SessionExpiredError,
} from "./errors";
import { loginWithPassword } from "./uaa.server";
import { requestContextStore } from "~/request-context.server";
import { sharedState } from "~/shared-state.server";
import { PROVIDER_WRITES } from "./writes.server";

/** A throwaway provider: records every request and answers with `respond`. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
type Respond = (request: Seen, response: ServerResponse) => void;

const seen: Seen[] = [];
let respond: Respond;
const server = createServer((req, res) => {
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (chunk: string) => (body += chunk));
  req.on("end", () => {
    const request = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body };
    seen.push(request);
    respond(request, res);
  });
});
let baseUrl = "";

function sendJson(res: ServerResponse, body: unknown, status = 200) {
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}
const ok = (data: unknown = null) => ({ status: 200, message: "success", data });
const client = (options: Partial<ProviderClientOptions> = {}) => createProviderClient({ baseUrl, ...options });

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
  respond = (_request, res) => sendJson(res, ok());
});

describe("sharing identical requests in flight", () => {
  beforeEach(() => {
    respond = (_request, res) => setTimeout(() => sendJson(res, ok({ answer: seen.length })), 30);
  });

  it("serves two concurrent identical GETs with one upstream request, then asks again", async () => {
    const provider = client();
    const call = () => provider.request({ method: "GET", path: "/api/admin/x", token: "t1" });
    const [first, second] = await Promise.all([call(), call()]);
    expect(seen).toHaveLength(1);
    expect(first.data).toEqual({ answer: 1 });
    expect(second.data).toEqual({ answer: 1 });
    expect((await call()).data).toEqual({ answer: 2 });
  });

  it("never shares between tokens", async () => {
    const provider = client();
    await Promise.all(
      ["t1", "t2"].map((token) => provider.request({ method: "GET", path: "/api/admin/x", token })),
    );
    expect(seen).toHaveLength(2);
  });

  it("never shares posts", async () => {
    const provider = client();
    const call = () => provider.request({ method: "POST", path: "/api/admin/x", token: "t1", json: { a: 1 } });
    await Promise.all([call(), call()]);
    expect(seen).toHaveLength(2);
  });
});

it("gives up after the time-out", async () => {
  respond = () => undefined;
  const call = client({ timeoutMs: 200 }).request({ method: "GET", path: "/api/admin/slow" });
  await expect(call).rejects.toBeInstanceOf(ProviderTimeoutError);
});

it("reports a closed port as the provider being unavailable", async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  const call = createProviderClient({ baseUrl: `http://127.0.0.1:${port}` }).request({ method: "GET", path: "/api/x" });
  await expect(call).rejects.toBeInstanceOf(ProviderUnavailableError);
});

describe("headers and bodies", () => {
  it("sends no bearer token to the two public HS-code paths, and sends it elsewhere", async () => {
    const provider = client();
    for (const path of [paths.hsOpenApi.publicQuery, paths.hsOpenApi.publicDetail, "/api/admin/x"]) {
      await provider.request({ method: "POST", path, token: "secret-token", json: {} });
    }
    expect(seen.map((request) => request.headers.authorization)).toEqual([
      undefined,
      undefined,
      "Bearer secret-token",
    ]);
  });

  it("adds the open-API credential to JSON posts under /api/hs/openApi/ only", async () => {
    const provider = client({ openApi: { key: "app-key", secret: "app-secret" } });
    await provider.request({ method: "POST", path: paths.hsOpenApi.publicQuery, json: { code: "0101" } });
    await provider.request({ method: "POST", path: "/api/admin/x", json: { code: "0101" } });
    const [open, other] = seen.map((request) => JSON.parse(request.body));
    expect(open).toEqual({
      code: "0101",
      openApiCredential: { appKey: "app-key", appSecret: "app-secret", timestamp: expect.any(Number) },
    });
    expect(other).toEqual({ code: "0101" });
  });

  it("serialises query arrays as repeated keys and leaves out empty values", async () => {
    await client().request({
      method: "POST",
      path: "/api/admin/sysuser/deleteSysUser",
      query: { id: ["1", 2], name: "a b", flag: true, none: null, missing: undefined },
    });
    expect(seen[0].url).toBe("/api/admin/sysuser/deleteSysUser?id=1&id=2&name=a+b&flag=true");
  });

  it("sends the browser's address and the request id of the request being served", async () => {
    const context = { requestId: "req-1", clientAddress: "203.0.113.7", nonce: "n" };
    await requestContextStore.run(context, () => client().request({ method: "POST", path: "/api/admin/x" }));
    expect(seen[0].headers["x-forwarded-for"]).toBe("203.0.113.7");
    expect(seen[0].headers["x-request-id"]).toBe("req-1");
    await client().request({ method: "GET", path: "/api/admin/y" });
    expect(seen[1].headers["x-forwarded-for"]).toBeUndefined();
  });

  it("passes the user's language through", async () => {
    await client().request({ method: "GET", path: "/api/admin/x", lang: "zh" });
    expect(seen[0].headers["accept-language"]).toBe("zh");
  });

  it("asks for a token with every parameter in the query string and Basic auth for browser:", async () => {
    respond = (_request, res) =>
      sendJson(res, { access_token: "a", token_type: "bearer", refresh_token: "r", expires_in: 3600, scope: "ui" });
    const token = await loginWithPassword(client(), { tenantCode: "10001", username: "admin", password: "123456" });
    expect(token.access_token).toBe("a");
    const [request] = seen;
    const url = new URL(request.url, baseUrl);
    expect(request.method).toBe("POST");
    expect(url.pathname).toBe(paths.uaa.token);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenantCode: "10001",
      username: "admin",
      password: "123456",
      grant_type: "password",
      type: "account",
      scope: "ui",
      client_id: "browser",
    });
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from("browser:").toString("base64")}`);
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(request.body).toBe("");
  });
});

describe("error mapping (SPEC §8)", () => {
  const failing = (body: unknown, status = 200) => {
    respond = (_request, res) => sendJson(res, body, status);
    return client()
      .request({ method: "GET", path: "/api/admin/x", token: "t" })
      .then(() => expect.fail("the call should fail"), (error: unknown) => error);
  };

  it("turns a non-200 code into a ProviderError with msg, message or 'Error'", async () => {
    const withMsg = await failing({ code: 500, msg: "boom" });
    expect(withMsg).toBeInstanceOf(ProviderError);
    expect(withMsg).not.toBeInstanceOf(SessionExpiredError);
    expect(withMsg).toMatchObject({ message: "boom", status: 500, path: "/api/admin/x" });
    expect(await failing({ status: 500 })).toMatchObject({ message: "Error" });
    expect(await failing({ message: "x" }, 500)).toMatchObject({ message: "x", status: 500 });
    expect(await failing("<html>Bad Gateway</html>", 502)).toMatchObject({ message: "Error", status: 502 });
  });

  it.each([50008, 50012, 50014])("treats code %i as an expired session", async (code) => {
    expect(await failing({ code, message: "logged out" })).toBeInstanceOf(SessionExpiredError);
  });

  it("treats an invalid token as an expired session", async () => {
    const dead = { error: "invalid_token", error_description: "Invalid access token: abc" };
    expect(await failing(dead, 401)).toBeInstanceOf(SessionExpiredError);
    expect(await failing(dead, 400)).toBeInstanceOf(SessionExpiredError);
  });

  it("reports refused credentials at the token endpoint as LoginFailedError with the reason", async () => {
    const login = async (description: string) => {
      respond = (_request, res) => sendJson(res, { error: "invalid_grant", error_description: description }, 400);
      return loginWithPassword(client(), { tenantCode: "10001", username: "admin", password: "x" }).catch(
        (error: unknown) => error,
      );
    };
    expect(await login("Bad credentials")).toBeInstanceOf(LoginFailedError);
    expect(await login("User is disabled")).toMatchObject({ reason: "User is disabled", status: 400 });
  });

  it("reports an answer that breaks the schema as ContractError", async () => {
    respond = (_request, res) => sendJson(res, ok({ name: 5 }));
    const call = client().request({ method: "GET", path: "/api/admin/x", schema: z.object({ name: z.string() }) });
    await expect(call).rejects.toBeInstanceOf(ContractError);
    await expect(call).rejects.toMatchObject({ issues: [expect.stringContaining("name")] });
  });

  it("does not read the authority answer's status 'ok' as a failure code", async () => {
    respond = (_request, res) => sendJson(res, { status: "ok", currentAuthority: ["ROLE_ADMIN"], menu: [] });
    const authority = await queryCurrentAuthority(client(), "t", "admin");
    expect(authority.currentAuthority).toEqual(["ROLE_ADMIN"]);
    expect(seen[0].url).toBe(`${paths.account.queryCurrentAuthority}?username=admin`);
  });
});

describe("download", () => {
  it("returns the bytes, type and file name", async () => {
    const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
    respond = (_request, res) =>
      res
        .writeHead(200, {
          "Content-Type": "application/vnd.ms-excel",
          "Content-Disposition": "attachment; filename*=UTF-8''%E7%94%A8%E6%88%B7.xlsx",
        })
        .end(bytes);
    const file = await client().download({ method: "POST", path: "/api/admin/sysuser/exportSysUser", token: "t" });
    expect(Buffer.from(file.body)).toEqual(bytes);
    expect(file.contentType).toBe("application/vnd.ms-excel");
    expect(file.filename).toBe("用户.xlsx");
  });

  it("throws the mapped error when a JSON failure comes instead of the file", async () => {
    respond = (_request, res) => sendJson(res, { status: 500, message: "no permission" });
    const call = client().download({ method: "POST", path: "/api/admin/sysuser/exportSysUser", token: "t" });
    await expect(call).rejects.toMatchObject({ message: "no permission" });
  });

  it("passes a file on as it arrives, and throws a failure in its place as its error", async () => {
    respond = (_request, res) => res.writeHead(200, { "Content-Type": "application/pdf", "Content-Disposition": "attachment" }).end("%PDF-1.7");
    const answer = await client().stream({ method: "GET", path: "/api/file/download/1/a.pdf", token: "t" });
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(await answer.text()).toBe("%PDF-1.7");
    respond = (_request, res) => sendJson(res, { status: 404, message: "file not found" }, 404);
    const missing = client().stream({ method: "GET", path: "/api/file/download/2/a.pdf", token: "t" });
    await expect(missing).rejects.toMatchObject({ status: 404, message: "file not found" });
  });

  it("uploads a file as one multipart part", async () => {
    respond = (_request, res) =>
      sendJson(res, ok({ id: "9", originalName: "a.pdf", size: 8, sizeKb: 0, contentType: "application/pdf", fileType: "document", url: "/api/file/download/9/a.pdf", createTime: "2026-01-01T00:00:00.000Z" }));
    const info = await uploadFile(client(), { token: "t" }, new File(["%PDF-1.7"], "a.pdf"));
    expect(info.url).toBe("/api/file/download/9/a.pdf");
    expect(seen[0].headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].body).toContain('name="file"; filename="a.pdf"');
    expect(seen[0].body).toContain("%PDF-1.7");
  });
});

it("reads the org list as one large page", async () => {
  respond = (_request, res) =>
    sendJson(res, ok({ list: [{ id: 1, orgName: "HQ" }], pagination: { total: 1, pageSize: 10000, current: 1 } }));
  expect(await queryOrgList(client(), "t")).toEqual([{ id: "1", orgName: "HQ" }]);
  expect(seen[0].url).toBe(`${paths.admin.querySysOrg}?currentPage=1&pageSize=10000`);
});

describe("writes drop kept sessions", () => {
  const writes = async () => (await sharedState().get(PROVIDER_WRITES)) ?? 0;

  it("counts every call with a token that is not a GET or a read by POST, answered or refused, and nothing else", async () => {
    const before = await writes();
    await client().request({ method: "GET", path: "/api/admin/sysuser/queryTenantUser", token: "t" });
    await client().request({ method: "POST", path: "/api/hs/openApi/publicQuery", json: {} });
    // The session's own loads: the authority is asked by POST and must not drop what it keeps.
    respond = (_request, res) => sendJson(res, { status: "ok", currentAuthority: ["ROLE_ADMIN"], menu: [] });
    await queryCurrentAuthority(client(), "t", "admin");
    respond = (_request, res) => sendJson(res, ok());
    expect(await writes()).toBe(before);
    await client().request({ method: "POST", path: "/api/admin/sysrole/authorizeMenuToRole", token: "t", json: {} });
    expect(await writes()).toBe(before + 1);
    respond = (_request, res) => sendJson(res, { status: 500, message: "failed", data: null });
    await expect(client().request({ method: "DELETE", path: "/api/admin/sysorg/deleteOrg", token: "t" })).rejects.toBeInstanceOf(ProviderError);
    expect(await writes()).toBe(before + 2);
  });
});
