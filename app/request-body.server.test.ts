import express from "express";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { FORM_BODY_LIMIT } from "./lib/form.server";
import type { FormBody } from "./request-body.server";
import { formPosts } from "./request-body.server";

let base = "";
let port = 0;
let close: () => Promise<unknown>;

beforeAll(async () => {
  const app = express();
  app.use(formPosts);
  app.use((_req, res) => {
    const body = res.locals.formBody as FormBody | undefined;
    res.json({ contentType: body?.contentType ?? null, size: body?.bytes.length ?? null });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  close = () => new Promise((resolve) => server.close(resolve));
});
afterAll(() => close());

const post = (body: BodyInit | undefined, contentType?: string) =>
  fetch(`${base}/login`, { method: "POST", body, headers: contentType ? { "Content-Type": contentType } : {} });

describe("formPosts", () => {
  it("passes reads, and url-encoded and multipart forms with their bodies", async () => {
    expect((await fetch(`${base}/login`)).status).toBe(200);
    const encoded = await post("a=1&b=2", "application/x-www-form-urlencoded");
    expect(await encoded.json()).toEqual({ contentType: "application/x-www-form-urlencoded", size: 7 });
    const form = new FormData();
    form.set("a", "1");
    const multipart = await fetch(`${base}/login`, { method: "POST", body: form });
    expect(multipart.status).toBe(200);
  });

  it("reads a post with no type and no body as an empty form", async () => {
    expect(await (await post(undefined)).json()).toEqual({ contentType: "application/x-www-form-urlencoded", size: 0 });
  });

  it("answers 405 to other methods, 415 to other types, 400 to unreadable multipart", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await fetch(`${base}/login`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    }
    expect((await post('{"a":1}', "application/json")).status).toBe(415);
    expect((await post("<a/>", "application/xml")).status).toBe(415);
    expect((await post("a=1", "text/plain")).status).toBe(415);
    expect((await post("a=1", "")).status).toBe(415);
    expect((await post("garbage", "multipart/form-data; boundary=xyz")).status).toBe(400);
    expect((await post("garbage", "multipart/form-data")).status).toBe(400);
  });

  it("refuses a form over 1 MB by its Content-Length before reading it", async () => {
    const response = await post("a=".padEnd(FORM_BODY_LIMIT + 10, "x"), "application/x-www-form-urlencoded");
    expect(response.status).toBe(413);
  });

  it("counts the bytes of a chunked body and refuses it once it passes the limit", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({ port, host: "127.0.0.1", path: "/login", method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      const chunk = Buffer.alloc(64 * 1024, "x");
      let sent = 0;
      const pump = () => {
        while (sent <= FORM_BODY_LIMIT * 2) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        req.end();
      };
      pump();
    });
    expect(status).toBe(413);
  });
});
