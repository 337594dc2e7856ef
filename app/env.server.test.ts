import { parseAppEnv } from "./env.server";

describe("parseAppEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseAppEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.PROVIDER_PORT).toBe(3100);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.SEED_PASSWORD).toBe("123456");
    expect(env.PROVIDER_URL).toBeUndefined();
  });

  it("names the variable that is wrong", () => {
    expect(() => parseAppEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseAppEnv({ PROVIDER_URL: "not a url" })).toThrow(/PROVIDER_URL/);
    expect(() => parseAppEnv({ SEED_PASSWORD: "123" })).toThrow(/SEED_PASSWORD/);
  });
});
