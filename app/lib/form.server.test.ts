import { z } from "zod";
import { fields } from "#contract/auth";
import { sysUserMessages } from "#contract/admin/sysuser";
import { usaMessages } from "#contract/usa/messages";
import { validationMessages } from "#contract/messages";
import { FORM_BODY_LIMIT, UPLOAD_BODY_LIMIT, formBodyType, formValues, isReadableForm, isSpam, refusalFieldErrors, validate } from "./form.server";

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

  it("words a rule without a message of its own in the product's terms, never zod's", () => {
    const roles = z.object({ partyRole: z.enum(["importer", "exporter"]) });
    expect(validate(roles, { partyRole: "" })).toEqual({ ok: false, fieldErrors: { partyRole: validationMessages.required } });
    expect(validate(roles, { partyRole: "agent" })).toEqual({ ok: false, fieldErrors: { partyRole: validationMessages.option } });
  });

  it("spots a filled honeypot", () => {
    const form = new FormData();
    form.set("website", "http://spam.example");
    expect(isSpam(form)).toBe(true);
    expect(isSpam(new FormData())).toBe(false);
    expect(formValues(form)).toEqual({ website: "http://spam.example" });
  });
});

describe("formBodyType", () => {
  it("takes url-encoded forms up to 1 MB and multipart uploads up to 10 MB (SPEC §9)", () => {
    expect(formBodyType("application/x-www-form-urlencoded;charset=UTF-8", false)).toMatchObject({ ok: true, limit: FORM_BODY_LIMIT });
    expect(formBodyType("multipart/form-data; boundary=----abc", false)).toMatchObject({ ok: true, limit: UPLOAD_BODY_LIMIT });
  });

  it("reads no type and no body as an empty form, and refuses other types with 415", () => {
    expect(formBodyType(undefined, true)).toMatchObject({ ok: true, contentType: "application/x-www-form-urlencoded" });
    for (const type of ["application/json", "text/xml", "text/plain", undefined]) {
      expect(formBodyType(type, false)).toMatchObject({ ok: false, status: 415 });
    }
  });

  it("refuses multipart without a boundary with 400", () => {
    expect(formBodyType("multipart/form-data", false)).toMatchObject({ ok: false, status: 400 });
  });
});

describe("isReadableForm", () => {
  it("tells a well-formed multipart body from a broken one", async () => {
    const type = "multipart/form-data; boundary=b";
    const good = '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n';
    expect(await isReadableForm(type, new TextEncoder().encode(good))).toBe(true);
    expect(await isReadableForm(type, new TextEncoder().encode("--b\r\nbroken"))).toBe(false);
    expect(await isReadableForm("application/x-www-form-urlencoded", new TextEncoder().encode("%%%"))).toBe(true);
  });
});

describe("a provider's refusal about one field", () => {
  it("goes under that field when the form holds it", () => {
    expect(refusalFieldErrors(sysUserMessages.mobileInvalid, ["nickname", "mobile"])).toEqual({ mobile: sysUserMessages.mobileInvalid });
    expect(refusalFieldErrors(usaMessages.containerTaken, ["containerNumber", "sizeType"])).toEqual({ containerNumber: usaMessages.containerTaken });
  });

  it("takes the first of its fields the form holds", () => {
    expect(refusalFieldErrors(sysUserMessages.postNotFound, ["partTimePostIds"])).toEqual({ partTimePostIds: sysUserMessages.postNotFound });
  });

  it("stays the form's own when the form lacks the field, or the refusal names none", () => {
    expect(refusalFieldErrors(sysUserMessages.mobileInvalid, ["nickname"])).toBeNull();
    expect(refusalFieldErrors(sysUserMessages.deleteSelf, ["username", "mobile"])).toBeNull();
  });
});
