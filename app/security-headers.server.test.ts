import type { NextFunction, Request, Response } from "express";
import { needsNoStore, sameOriginPosts, securityHeaders } from "./security-headers.server";

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

describe("securityHeaders", () => {
  function headersOf(options: Parameters<typeof securityHeaders>[0], nonce = "abc123") {
    const set: Record<string, string> = {};
    const res = { locals: { nonce }, setHeader: (name: string, value: string) => (set[name] = value) } as unknown as Response;
    securityHeaders(options)({} as Request, res, () => undefined);
    return set;
  }

  it("allows scripts only from the app or with the request's nonce, and has a default source", () => {
    const csp = headersOf({ embedOrigins: [], https: false })["Content-Security-Policy"];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it("sends X-Frame-Options SAMEORIGIN only when no embed origin is allowed", () => {
    expect(headersOf({ embedOrigins: [], https: false })["X-Frame-Options"]).toBe("SAMEORIGIN");
    const embedded = headersOf({ embedOrigins: ["https://portal.example"], https: false });
    expect(embedded["X-Frame-Options"]).toBeUndefined();
    expect(embedded["Content-Security-Policy"]).toContain("frame-ancestors 'self' https://portal.example");
  });

  it("sends Strict-Transport-Security only behind the TLS proxy", () => {
    expect(headersOf({ embedOrigins: [], https: false })["Strict-Transport-Security"]).toBeUndefined();
    expect(headersOf({ embedOrigins: [], https: true })["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
  });
});

describe("needsNoStore", () => {
  it("covers logged-in answers and every data answer", () => {
    expect(needsNoStore("/workbench", true)).toBe(true);
    expect(needsNoStore("/login.data", false)).toBe(true);
    expect(needsNoStore("/login", false)).toBe(false);
  });

  it("lets a versioned logo be kept, signed in or not", () => {
    expect(needsNoStore("/brand-logo/10001/4600001", true)).toBe(false);
  });
});
