import { z } from "zod";
import { fields } from "#contract/auth";
import { formValues, isSpam, validate } from "./form.server";

describe("form validation", () => {
  const schema = z.object({ username: fields.loginName, password: fields.password });

  it("answers the first contract message per field", () => {
    const result = validate(schema, { username: "ab", password: "123" });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { username: "username must be 3 to 100 characters", password: "password must be 6 to 31 characters" },
    });
  });

  it("accepts valid values and trims them", () => {
    expect(validate(schema, { username: "  admin ", password: "123456" })).toEqual({
      ok: true,
      data: { username: "admin", password: "123456" },
    });
  });

  it("spots a filled honeypot", () => {
    const form = new FormData();
    form.set("website", "http://spam.example");
    expect(isSpam(form)).toBe(true);
    expect(isSpam(new FormData())).toBe(false);
    expect(formValues(form)).toEqual({ website: "http://spam.example" });
  });
});
