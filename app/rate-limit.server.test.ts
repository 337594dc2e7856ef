import express from "express";
import type { AddressInfo } from "node:net";
import { FORM_POSTS_PER_MINUTE, formPostLimit } from "./rate-limit.server";
import { LocalState } from "./shared-state.server";

describe("formPostLimit", () => {
  async function serve(factor: number) {
    const app = express();
    app.use(formPostLimit(factor, new LocalState(() => 0)));
    app.use((_req, res) => res.status(204).end());
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { base, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it("answers 429 with Retry-After once a client spends its budget on the limited actions only", async () => {
    const { base, close } = await serve(1);
    try {
      for (let i = 0; i < FORM_POSTS_PER_MINUTE; i++) expect((await fetch(`${base}/login`, { method: "POST" })).status).toBe(204);
      const refused = await fetch(`${base}/account/password`, { method: "POST" });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("60");
      expect(await refused.text()).toBe("429 Too Many Requests");
      expect((await fetch(`${base}/register.data`, { method: "POST" })).status).toBe(429);
      expect((await fetch(`${base}/login`)).status).toBe(204);
      expect((await fetch(`${base}/preferences`, { method: "POST" })).status).toBe(204);
    } finally {
      await close();
    }
  });

  it("multiplies the budget by the factor", async () => {
    const { base, close } = await serve(2);
    try {
      for (let i = 0; i < FORM_POSTS_PER_MINUTE * 2; i++) expect((await fetch(`${base}/forgotpassword`, { method: "POST" })).status).toBe(204);
      expect((await fetch(`${base}/forgotpassword`, { method: "POST" })).status).toBe(429);
    } finally {
      await close();
    }
  });
});
