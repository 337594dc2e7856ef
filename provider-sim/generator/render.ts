import { readFileSync } from "node:fs";
import { join } from "node:path";
import Mustache from "mustache";
import { zipSync, strToU8 } from "fflate";
import { generatorMessages, type EntityDefinition, type GeneratedFile } from "../../contract/dev/generator";
import { projectRoot } from "../../db/project-root";
import { SimError } from "../http";
import { entityView } from "./view";

/** One template of a set: the file it writes (itself a template) and the file's language. */
export interface TemplateItem {
  item: string;
  path: string;
  language: string;
  /** The shipped text's file under provider-sim/generator/templates/<set>/. */
  source: string;
}

/**
 * The shipped set "product": this product's own shape for a new CRUD entity (the contract, the
 * table, the simulator's calls and their test, the kit's declaration, the texts, the thin route,
 * a journey) and the wiring steps. A tenant may save its own version of any item.
 */
export const SHIPPED_SETS: Readonly<Record<string, readonly TemplateItem[]>> = {
  product: [
    { item: "contract", path: "contract/{{packageName}}/{{fileName}}.ts", language: "typescript", source: "contract.ts.mustache" },
    { item: "schema", path: "db/schema/{{fileName}}.ts", language: "typescript", source: "schema.ts.mustache" },
    { item: "simulator", path: "provider-sim/resources/{{fileName}}.ts", language: "typescript", source: "simulator.ts.mustache" },
    { item: "simulatorTest", path: "provider-sim/resources/{{fileName}}.test.ts", language: "typescript", source: "simulator-test.ts.mustache" },
    { item: "resource", path: "app/resources/{{screenName}}.ts", language: "typescript", source: "resource.ts.mustache" },
    { item: "texts", path: "app/resources/{{screenName}}.i18n.ts", language: "typescript", source: "texts.ts.mustache" },
    { item: "route", path: "app/routes/_shell.{{screenName}}.tsx", language: "tsx", source: "route.tsx.mustache" },
    { item: "journey", path: "e2e/{{fileName}}.spec.ts", language: "typescript", source: "journey.ts.mustache" },
    { item: "register", path: "REGISTER-{{fileName}}.md", language: "markdown", source: "register.md.mustache" },
  ],
};

const shippedTexts = new Map<string, string>();

/** The shipped text of an item, read once from the checkout. */
export function shippedText(set: string, item: TemplateItem): string {
  const key = `${set}/${item.source}`;
  let text = shippedTexts.get(key);
  if (text === undefined) {
    text = readFileSync(join(projectRoot(), "provider-sim", "generator", "templates", set, item.source), "utf8");
    shippedTexts.set(key, text);
  }
  return text;
}

/** Code is not HTML: nothing is escaped (the view's words arrive as string literals). */
const AS_WRITTEN = { escape: (text: string) => text };

/**
 * Renders the definition's set (or the items it names) into files. `texts` holds the tenant's own
 * version of an item, when it saved one; the shipped text serves the rest.
 */
export function renderEntity(entity: EntityDefinition, texts: Readonly<Record<string, string>> = {}): GeneratedFile[] {
  const set = SHIPPED_SETS[entity.templateSet];
  if (!set) throw new SimError(generatorMessages.unknownTemplate);
  const wanted = entity.items.length ? entity.items : set.map((t) => t.item);
  const unknown = wanted.find((item) => !set.some((t) => t.item === item));
  if (unknown) throw new SimError(generatorMessages.unknownTemplate);
  const view = entityView(entity);
  return set
    .filter((t) => wanted.includes(t.item))
    .map((t) => ({
      item: t.item,
      path: Mustache.render(t.path, view, {}, AS_WRITTEN),
      language: t.language,
      content: Mustache.render(texts[t.item] ?? shippedText(entity.templateSet, t), view, {}, AS_WRITTEN),
    }));
}

/** The files as one zip, each at its path in the product's tree. */
export function zipFiles(files: readonly GeneratedFile[]): Uint8Array {
  return zipSync(Object.fromEntries(files.map((file) => [file.path, strToU8(file.content)])), { level: 6 });
}
