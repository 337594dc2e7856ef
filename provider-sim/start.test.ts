import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { databaseFile, openDb } from "../db/client";
import { isSeeded } from "../seeds/index";
import { seedDataDir } from "./start";

describe("seedDataDir", () => {
  it("leaves a seeded, closed database that a second run keeps as it is", () => {
    const dir = mkdtempSync(join(tmpdir(), "seed-"));
    try {
      seedDataDir(dir, "Seed-password-1");
      const db = openDb(databaseFile(dir));
      expect(isSeeded(db)).toBe(true);
      const users = db.$client.prepare("select count(*) from sys_user").pluck().get();
      db.$client.close();
      seedDataDir(dir, "Seed-password-1");
      const again = openDb(databaseFile(dir));
      expect(again.$client.prepare("select count(*) from sys_user").pluck().get()).toBe(users);
      again.$client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
