import { appendFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RotatingFile } from "./rotating-file";
import { LogTail } from "./tail";

const line = (n: number) => `${JSON.stringify({ level: 30, time: n, msg: `line ${n} ${"x".repeat(60)}` })}\n`;

function follow(dir: string) {
  const seen: string[] = [];
  const tail = new LogTail(dir, (raw, source) => seen.push(`${source}:${JSON.parse(raw).time}`));
  return { seen, poll: () => tail.poll() };
}

describe("LogTail", () => {
  it("hands on only the lines written after it started, each whole line once, of both files", () => {
    const dir = mkdtempSync(join(tmpdir(), "tail-"));
    appendFileSync(join(dir, "app.log"), line(1));
    const { seen, poll } = follow(dir);
    appendFileSync(join(dir, "app.log"), line(2) + line(3).slice(0, 10));
    appendFileSync(join(dir, "sim.log"), line(4));
    poll();
    expect(seen).toEqual(["app:2", "sim:4"]);
    appendFileSync(join(dir, "app.log"), line(3).slice(10));
    poll();
    poll();
    expect(seen).toEqual(["app:2", "sim:4", "app:3"]);
  });

  it("survives rotation: the rest of the rotated file, then the new one", () => {
    const dir = mkdtempSync(join(tmpdir(), "tail-"));
    const file = new RotatingFile(join(dir, "app.log"), { maxBytes: 500, files: 3 });
    file.write(line(0));
    const { seen, poll } = follow(dir);
    // Eight lines fill more than one file: the tail polls only after the rotation.
    for (let n = 1; n <= 8; n++) file.write(line(n));
    poll();
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `app:${n}`));
    file.write(line(9));
    poll();
    expect(seen.at(-1)).toBe("app:9");
  });
});
