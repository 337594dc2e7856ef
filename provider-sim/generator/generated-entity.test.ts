import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { entityDefinitionSchema, type GeneratedFile } from "../../contract/dev/generator";
import { projectRoot } from "../../db/project-root";
import { renderEntity } from "./render";
import { SAMPLE_ENTITY } from "../../contract/dev/sample-entity";
import { entityView } from "./view";

/** What a developer copies to try generated code: the sources and configuration, not the build. */
const COPIED = ["app", "contract", "db", "provider-sim", "seeds", "e2e", "scripts", "package.json", "tsconfig.json", "vitest.config.ts", "remix.env.d.ts", "drizzle.config.ts", "playwright.config.ts"];

/** Inserts `text` on its own line after the first line that starts with `anchor`. */
function insertAfter(root: string, file: string, anchor: string, text: string) {
  const path = join(root, file);
  const lines = readFileSync(path, "utf8").split("\n");
  const at = lines.findIndex((line) => line.startsWith(anchor));
  if (at < 0) throw new Error(`${file}: no line starts with ${anchor}`);
  lines.splice(at + 1, 0, text);
  writeFileSync(path, lines.join("\n"));
}

/** The REGISTER file's steps 1–6, done as a developer would by hand. */
function wire(root: string, files: readonly GeneratedFile[]) {
  const v = entityView(entityDefinitionSchema.parse(SAMPLE_ENTITY));
  const register = files.find((f) => f.item === "register")!.content;
  expect(register).toContain(`export * from "./${v.fileName}";`);
  insertAfter(root, "db/schema/index.ts", "export * from", `export * from "./${v.fileName}";`);
  insertAfter(root, "contract/paths.ts", "import", `import { ${v.screenName}Paths } from "./${v.packageName}/${v.fileName}";`);
  insertAfter(root, "contract/paths.ts", `  ${v.serviceName}: {`, `    ...callsOf(${v.screenName}Paths),`);
  insertAfter(root, "provider-sim/routes/resources.ts", "import", `import { ${v.screenName} } from "../resources/${v.fileName}";`);
  insertAfter(root, "provider-sim/routes/resources.ts", "export const SIM_RESOURCES", `  ${v.screenName},`);
  insertAfter(root, "app/resources/registry.ts", "import", `import { ${v.screenName} } from "./${v.screenName}";`);
  insertAfter(root, "app/resources/registry.ts", "const RESOURCES", `  ${v.screenName},`);
  insertAfter(root, "app/resources/resources.i18n.ts", "import", `import { ${v.screenName}Text } from "./${v.screenName}.i18n";`);
  insertAfter(root, "app/resources/resources.i18n.ts", "const TEXTS", `  ${v.screenName}: ${v.screenName}Text,`);
  insertAfter(root, "seeds/menus.ts", `      business("warehouseInformation"`, `      business("${v.screenName}", "/${v.screenName}", [${v.titleEn}, ${v.titleZh}, ${v.titleTw}], "table", { buttons: CRUD }),`);
}

/** The outer test runner's own variables stay out of the commands run in the copy. */
const childEnv = (): NodeJS.ProcessEnv => ({ ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST"))), NODE_ENV: "test" as const });
function run(root: string, command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { cwd: root, encoding: "utf8", stdio: "pipe", env: childEnv() });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed:\n${stdout ?? ""}\n${stderr ?? ""}`);
  }
}

describe("the shipped templates' output", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "generated-entity-"));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("type-checks in a copy of this product, and its own unit test passes there", { timeout: 600_000 }, () => {
    const source = projectRoot();
    for (const entry of COPIED) cpSync(join(source, entry), join(root, entry), { recursive: true });
    symlinkSync(join(source, "node_modules"), join(root, "node_modules"), "dir");

    const files = renderEntity(entityDefinitionSchema.parse(SAMPLE_ENTITY));
    for (const file of files) {
      mkdirSync(dirname(join(root, file.path)), { recursive: true });
      writeFileSync(join(root, file.path), file.content);
    }
    wire(root, files);
    run(root, "npx", ["drizzle-kit", "generate", "--name", "biz_licensed_broker"]);
    expect(readFileSync(join(root, "db/migrations/meta/_journal.json"), "utf8")).toContain("biz_licensed_broker");

    // The generated files and every file they or the wiring touch; the rest of the product is checked by `npm run typecheck`.
    const checked = [...files.filter((f) => /\.tsx?$/.test(f.path)).map((f) => f.path), "**/*.d.ts", "contract/paths.ts", "provider-sim/routes/resources.ts", "app/resources/registry.ts", "app/resources/resources.i18n.ts", "seeds/menus.ts"];
    writeFileSync(join(root, "tsconfig.generated.json"), JSON.stringify({ extends: "./tsconfig.json", include: checked, exclude: ["node_modules", "build"] }));
    const started = Date.now();
    run(root, "npm", ["run", "--silent", "typecheck", "--", "-p", "tsconfig.generated.json"]);
    console.log(`tsc ${Date.now() - started} ms`);

    const test = files.find((f) => f.item === "simulatorTest")!.path;
    const report = run(root, "npx", ["vitest", "run", test, "--project", "shared", "--reporter", "json"]);
    const result = JSON.parse(report.slice(report.indexOf("{")));
    expect(result.numFailedTests).toBe(0);
    expect(result.numPassedTests).toBe(3);
  });
});
