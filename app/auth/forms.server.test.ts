import { fields } from "#contract/auth";
import { providerMessages as pm } from "#contract/messages";
import { validate } from "~/lib/form.server";
import { authInputs, registerFormSchema, resetFormSchema } from "./forms.server";

describe("the auth forms' rules come from the contract (SPEC §5)", () => {
  it("give the inputs the limits the server checks", () => {
    expect(authInputs.password).toEqual({ required: true, maxLength: fields.password.maxLength });
    expect(authInputs.loginName).toEqual({ required: true, maxLength: fields.loginName.maxLength });
    expect(authInputs.username).toEqual({ required: true, maxLength: fields.username.maxLength });
    expect(authInputs.tenantCode).toEqual({ required: true, maxLength: fields.tenantCode.maxLength });
    expect(authInputs.captcha).toEqual({ required: true, maxLength: fields.captcha.maxLength });
    expect(authInputs.mobile).toEqual({ required: true, maxLength: fields.mobile.maxLength });
    expect(authInputs.resetCode.required).toBe(true);
  });

  it("call passwords that differ on the register form just that", () => {
    const result = validate(registerFormSchema, {
      tenantCode: "10001",
      username: "broker1",
      password: "secret123",
      confirmPassword: "secret12",
      email: "broker1@example.com",
      mobile: "13900000001",
      smsCaptcha: "123456",
    });
    expect(result.ok || result.fieldErrors.confirmPassword).toBe("errors.passwordsDiffer");
  });

  it("ask for a missing reset code and call a malformed one wrong", () => {
    const reset = { tenantCode: "10001", email: "a@example.com", newPassword: "secret1", confirmPassword: "secret1" };
    const empty = validate(resetFormSchema, { ...reset, resetCode: " " });
    expect(empty.ok || empty.fieldErrors.resetCode).toBe("errors.required");
    const malformed = validate(resetFormSchema, { ...reset, resetCode: "12ab" });
    expect(malformed.ok || malformed.fieldErrors.resetCode).toBe(pm.resetCodeWrong);
  });
});
