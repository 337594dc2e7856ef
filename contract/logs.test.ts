import { isErrorEntry, maskSecrets } from "./logs";

describe("maskSecrets", () => {
  it("masks the values of secret fields, query parameters and bearer tokens, and leaves the rest", () => {
    const line = JSON.stringify({ password: "hunter22", newPassword: 'a"b', charCaptcha: "x7k2", appSecret: "s3", msg: "GET /api/uaa/oauth/token?username=admin&password=123456&smsCaptcha=654321&code=777777 failed: Bearer abc.DEF-1" });
    const masked = maskSecrets(line);
    for (const secret of ["hunter22", 'a\\"b', "x7k2", "s3", "123456", "654321", "777777", "abc.DEF-1"]) expect(masked).not.toContain(secret);
    expect(JSON.parse(masked)).toMatchObject({ password: "***", charCaptcha: "***" });
    expect(masked).toContain("username=admin");
    // An error's code is not a secret.
    expect(maskSecrets('{"code":"ECONNREFUSED"}')).toBe('{"code":"ECONNREFUSED"}');
  });
});

describe("isErrorEntry", () => {
  it("counts a 5xx answer or a line at error or above", () => {
    expect(isErrorEntry({ level: 30, status: 500 })).toBe(true);
    expect(isErrorEntry({ level: 50, status: null })).toBe(true);
    expect(isErrorEntry({ level: 40, status: 404 })).toBe(false);
  });
});
