import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { keyFromBase64, open, seal, SECRET_KEY_FILE, secretKeyOf } from "./secret-box";

const KEY = Buffer.alloc(32, 7);
const SECRET = "0123456789abcdef0123456789abcdef";

describe("the sealed app secrets", () => {
  it("opens what it sealed, and seals the same secret differently each time", () => {
    const a = seal(KEY, SECRET);
    const b = seal(KEY, SECRET);
    expect(a).not.toBe(b);
    expect(a).not.toContain(SECRET);
    expect(open(KEY, a)).toBe(SECRET);
    expect(open(KEY, b)).toBe(SECRET);
  });

  it("refuses another key and an altered text", () => {
    const sealed = seal(KEY, SECRET);
    expect(() => open(Buffer.alloc(32, 8), sealed)).toThrow();
    const [iv, tag, body] = sealed.split(".");
    const flipped = Buffer.from(body!, "base64");
    flipped[0] ^= 1;
    expect(() => open(KEY, [iv, tag, flipped.toString("base64")].join("."))).toThrow();
  });

  it("takes the environment's key over the data directory's, and refuses one of the wrong length", () => {
    expect(secretKeyOf({ WECHAT_SECRET_KEY: KEY.toString("base64") })).toEqual(KEY);
    expect(() => keyFromBase64(Buffer.alloc(16).toString("base64"))).toThrow(/32 bytes/);
    expect(secretKeyOf({ WECHAT_SECRET_KEY: KEY.toString("base64") }, "/nowhere")).toEqual(KEY);
  });

  it("generates a key once into the data directory and reads the same one back", () => {
    const dir = mkdtempSync(join(tmpdir(), "secret-key-"));
    try {
      const first = secretKeyOf({}, dir);
      expect(first).toHaveLength(32);
      expect(secretKeyOf({}, dir)).toEqual(first);
      expect(Buffer.from(readFileSync(join(dir, SECRET_KEY_FILE), "utf8"), "base64")).toEqual(first);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
