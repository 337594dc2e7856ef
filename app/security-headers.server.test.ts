import type { NextFunction, Request, Response } from "express";
import { sameOriginPosts } from "./security-headers.server";

function run(method: string, headers: Record<string, string>) {
  const req = { method, get: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
  let status = 0;
  const res = {
    status(code: number) {
      status = code;
      return this;
    },
    type() {
      return this;
    },
    send() {
      return this;
    },
  } as unknown as Response;
  let passed = false;
  const next: NextFunction = () => {
    passed = true;
  };
  sameOriginPosts(req, res, next);
  return { passed, status };
}

describe("sameOriginPosts", () => {
  it("lets reads and same-origin posts through", () => {
    expect(run("GET", { origin: "https://evil.example", host: "app.example" }).passed).toBe(true);
    expect(run("POST", { origin: "http://app.example", host: "app.example" }).passed).toBe(true);
    expect(run("POST", { host: "app.example" }).passed).toBe(true);
  });

  it("refuses posts from another site", () => {
    expect(run("POST", { origin: "https://evil.example", host: "app.example" })).toEqual({ passed: false, status: 403 });
    expect(run("POST", { origin: "null", host: "app.example" })).toEqual({ passed: false, status: 403 });
  });
});
