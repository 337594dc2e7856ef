import { z } from "zod";
import { fieldErrorsOf, validationMessages as v } from "./messages";

describe("a rule's refusal without a message of its own", () => {
  const schema = z.object({
    role: z.enum(["importer", "exporter"]),
    name: z.string().trim().min(2).max(5),
    count: z.coerce.number().int().min(1).max(9),
    price: z.number().multipleOf(0.01),
    email: z.email(),
    tags: z.array(z.string()).min(1).max(1),
    code: z.string().min(3, "a code has 3 characters"),
  });

  it("says the field is required when it was left empty, whatever the rule", () => {
    expect(fieldErrorsOf(schema, { role: "", name: "", tags: [] })).toMatchObject({ role: v.required, name: v.required, tags: v.required, price: v.required, email: v.required });
  });

  it("names the kind of problem for a wrong value", () => {
    expect(fieldErrorsOf(schema, { role: "agent", name: "x", count: "0", price: 1.234, email: "no", tags: ["a", "b"] })).toMatchObject({
      role: v.option,
      name: v.tooShort,
      count: v.tooSmall,
      price: v.decimals,
      email: v.format,
      tags: v.tooMany,
    });
    expect(fieldErrorsOf(schema, { name: "abcdefg", count: "1.5" })).toMatchObject({ name: v.tooLong, count: v.wholeNumber });
    expect(fieldErrorsOf(schema, { count: "12" })).toMatchObject({ count: v.tooLarge });
    expect(fieldErrorsOf(schema, { count: "many" })).toMatchObject({ count: v.number });
  });

  it("keeps a rule's own message", () => {
    expect(fieldErrorsOf(schema, { code: "ab" }).code).toBe("a code has 3 characters");
  });

  it("files an issue of the whole record under the name given", () => {
    const record = z.object({ a: z.string() }).refine(() => false, { message: "no" });
    expect(fieldErrorsOf(record, { a: "x" }, "row")).toEqual({ row: "no" });
  });
});
