import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { logDirOf, RotatingFile } from "./rotating-file";

const line = (n: number) => `${JSON.stringify({ level: 30, time: n, msg: "x".repeat(80) })}\n`;
const linesIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.startsWith("app.log") && !name.endsWith(".lock"))
    .flatMap((name) => readFileSync(join(dir, name), "utf8").split("\n").filter(Boolean));

describe("RotatingFile", () => {
  it("rotates by size and keeps a bounded number of files, the newest lines in the live one", () => {
    const dir = mkdtempSync(join(tmpdir(), "logs-"));
    const file = new RotatingFile(join(dir, "app.log"), { maxBytes: 1000, files: 3 });
    for (let n = 0; n < 200; n++) file.write(line(n));
    file.end();
    expect(readdirSync(dir).sort()).toEqual(["app.log", "app.log.1", "app.log.2"]);
    for (const name of readdirSync(dir)) expect(statSync(join(dir, name)).size).toBeLessThanOrEqual(1000);
    const live = readFileSync(join(dir, "app.log"), "utf8").trim().split("\n");
    expect(JSON.parse(live[live.length - 1]).time).toBe(199);
    const older = readFileSync(join(dir, "app.log.2"), "utf8").trim().split("\n").map((l) => JSON.parse(l).time);
    expect(Math.max(...older)).toBeLessThan(JSON.parse(live[0]).time);
  });

  it("lets two processes' writers share one file: a rotation by one is followed by the other", () => {
    const dir = mkdtempSync(join(tmpdir(), "logs-"));
    const a = new RotatingFile(join(dir, "app.log"), { maxBytes: 2000, files: 10, lookEveryMs: 0 });
    const b = new RotatingFile(join(dir, "app.log"), { maxBytes: 2000, files: 10, lookEveryMs: 0 });
    for (let n = 0; n < 100; n++) (n % 2 ? a : b).write(line(n));
    a.end();
    b.end();
    // Nothing lost, nothing written twice, no line torn: both followed every rotation.
    expect(linesIn(dir).map((l) => JSON.parse(l).time).sort((x, y) => x - y)).toEqual([...Array(100).keys()]);
    expect(readdirSync(dir).length).toBeGreaterThan(3);
  });

  it("starts a new live file when its file was deleted under it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "logs-"));
    const file = new RotatingFile(join(dir, "app.log"), { lookEveryMs: 0 });
    file.write(line(1));
    (await import("node:fs")).rmSync(join(dir, "app.log"));
    file.write(line(2));
    expect(linesIn(dir)).toEqual([line(2).trim()]);
  });

  it("looks at the file at most once a second between rotations, yet rotates on its own count", () => {
    const dir = mkdtempSync(join(tmpdir(), "logs-"));
    const file = new RotatingFile(join(dir, "app.log"), { maxBytes: 1000, files: 2 });
    for (let n = 0; n < 30; n++) file.write(line(n));
    expect(readdirSync(dir).sort()).toEqual(["app.log", "app.log.1"]);
    expect(statSync(join(dir, "app.log")).size).toBeLessThanOrEqual(1000);
  });

  it("writes to LOG_DIR when set, else the data folder's logs", () => {
    expect(logDirOf("/srv/data", "/var/log/trade")).toBe("/var/log/trade");
    expect(logDirOf("/srv/data", undefined)).toBe(join("/srv/data", "logs"));
    expect(logDirOf("/srv/data", "")).toBe(join("/srv/data", "logs"));
  });
});
