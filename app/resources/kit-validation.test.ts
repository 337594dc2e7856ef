import { validationMessages } from "#contract/messages";
import { catalogues } from "~/i18n/locales";
import { rowErrors } from "./import.server";
import { resourcesByName } from "./registry";

/** Zod's own English, which must never reach a user. */
const ZOD_WORDING = /Invalid|expected|Too small|Too big|received|Unrecognized/;

/** Values a user could send in each field: nothing, signs, a negative number, far too much. */
function attempts(fields: string[]): Record<string, unknown>[] {
  const each = (value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));
  return [{}, each(""), each("%%%"), each("-1"), each("1.23456"), each("x".repeat(5000)), each(["%%%"])];
}

describe("the kit forms' refusals", () => {
  for (const resource of Object.values(resourcesByName)) {
    it(`of ${resource.name} hold none of zod's own wording in zh`, () => {
      const provider = catalogues.zh.provider;
      const fields = [...new Set([...Object.keys(resource.fields), ...Object.keys(resource.add.shape), ...Object.keys(resource.update.shape)])];
      for (const schema of [resource.add, resource.update]) {
        for (const values of attempts(fields)) {
          for (const [field, message] of Object.entries(rowErrors(schema, values))) {
            // What the form shows: the zh text, or the message as it came when the catalogue lacks it.
            expect(provider[message] ?? message, `${resource.name}.${field}`).not.toMatch(ZOD_WORDING);
          }
        }
      }
    });
  }
});

describe("the kinds of refusal a rule without a message gets", () => {
  it("are translated in zh and tw", () => {
    for (const message of Object.values(validationMessages)) {
      for (const language of ["zh", "tw"] as const) expect(catalogues[language].provider[message], `${language}: ${message}`).toBeTruthy();
    }
  });
});
