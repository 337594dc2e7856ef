import { parseAppEnv, simulatorDevEndpoints } from "./env.server";

describe("parseAppEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseAppEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.PROVIDER_PORT).toBe(3100);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.SEED_PASSWORD).toBe("123456");
    expect(env.PROVIDER_URL).toBeUndefined();
    expect(env.VERSION_CHECK_MS).toBe(60_000);
    expect(env.CONTACT_EMAIL).toBeUndefined();
    expect(parseAppEnv({ EMBED_ALLOWED_ORIGINS: "https://a.example, http://b.example:8080" }).EMBED_ALLOWED_ORIGINS).toEqual([
      "https://a.example",
      "http://b.example:8080",
    ]);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseAppEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseAppEnv({ PROVIDER_URL: "not a url" })).toThrow(/PROVIDER_URL/);
    expect(() => parseAppEnv({ SEED_PASSWORD: "123" })).toThrow(/SEED_PASSWORD/);
    expect(() => parseAppEnv({ EMBED_ALLOWED_ORIGINS: "portal" })).toThrow(/EMBED_ALLOWED_ORIGINS/);
    expect(() => parseAppEnv({ CONTACT_EMAIL: "service at example" })).toThrow(/CONTACT_EMAIL/);
    expect(() => parseAppEnv({ REDIS_URL: "http://cache:6379", SESSION_SECRET: "s".repeat(32) })).toThrow(/REDIS_URL/);
  });

  it("asks for SESSION_SECRET only when the machines share Redis", () => {
    expect(parseAppEnv({}).SESSION_SECRET).toBeUndefined();
    expect(() => parseAppEnv({ REDIS_URL: "redis://cache:6379" })).toThrow(/SESSION_SECRET is required when REDIS_URL is set/);
    expect(() => parseAppEnv({ REDIS_URL: "redis://cache:6379", SESSION_SECRET: "" })).toThrow(/SESSION_SECRET/);
    const env = parseAppEnv({ REDIS_URL: "rediss://:pw@cache:6380/2", SESSION_SECRET: "s".repeat(32) });
    expect(env.REDIS_URL).toBe("rediss://:pw@cache:6380/2");
    expect(env.SESSION_SECRET).toBe("s".repeat(32));
  });
});

describe("simulatorDevEndpoints", () => {
  it("is on only with SIM_DEV_OUTBOX=1, whatever NODE_ENV says", () => {
    expect(simulatorDevEndpoints(parseAppEnv({}))).toBe(false);
    expect(simulatorDevEndpoints(parseAppEnv({ NODE_ENV: "development" }))).toBe(false);
    expect(simulatorDevEndpoints(parseAppEnv({ NODE_ENV: "production", SIM_DEV_OUTBOX: "1" }))).toBe(true);
    expect(simulatorDevEndpoints(parseAppEnv({ SIM_DEV_OUTBOX: "0" }))).toBe(false);
  });
});
