import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { anchorDir, anchorMissing } from "./anchor";

describe("the anchor's folder", () => {
  it("is BENCH_ANCHOR_DIR when set, else ../shared/anchors/vue-element-admin beside the repository", () => {
    expect(anchorDir({ BENCH_ANCHOR_DIR: "/somewhere/anchor" })).toBe("/somewhere/anchor");
    expect(anchorDir({})).toBe(resolve(import.meta.dirname, "../../shared/anchors/vue-element-admin"));
    expect(anchorDir({ BENCH_ANCHOR_DIR: "" })).toBe(anchorDir({}));
  });

  it("is missing, with the reason, unless it holds an index.html", () => {
    const dir = mkdtempSync(join(tmpdir(), "bench-anchor-dir-"));
    expect(anchorMissing(dir)).toMatch(/^no anchor build at .* \(set BENCH_ANCHOR_DIR/);
    expect(anchorMissing(join(dir, "absent"))).not.toBeNull();
    writeFileSync(join(dir, "index.html"), "<!doctype html>");
    expect(anchorMissing(dir)).toBeNull();
  });
});
