import { devEndpointsEnabled, loadSimEnv, SimEnvError } from "./env";

describe("simulator environment", () => {
  it("defaults every variable", () => {
    expect(loadSimEnv({})).toEqual({
      PROVIDER_PORT: 3100,
      HOST: "127.0.0.1",
      DATA_DIR: "./data",
      SEED_PASSWORD: "123456",
      NODE_ENV: "development",
      SIM_RATE_LIMIT_FACTOR: 1,
      SIM_TRUSTED_PROXIES: [],
    });
    expect(loadSimEnv({ PROVIDER_PORT: "" }).PROVIDER_PORT).toBe(3100);
  });

  it("reads trusted proxies as a comma-separated list", () => {
    expect(loadSimEnv({ SIM_TRUSTED_PROXIES: " 127.0.0.1, ::1 ,," }).SIM_TRUSTED_PROXIES).toEqual(["127.0.0.1", "::1"]);
  });

  it("names the variable that is wrong", () => {
    expect(() => loadSimEnv({ PROVIDER_PORT: "http" })).toThrow(SimEnvError);
    expect(() => loadSimEnv({ PROVIDER_PORT: "70000" })).toThrow(/PROVIDER_PORT/);
    expect(() => loadSimEnv({ SEED_PASSWORD: "123" })).toThrow(/SEED_PASSWORD/);
    expect(() => loadSimEnv({ SIM_DEV_OUTBOX: "yes" })).toThrow(/SIM_DEV_OUTBOX/);
    expect(() => loadSimEnv({ SIM_RATE_LIMIT_FACTOR: "0" })).toThrow(/SIM_RATE_LIMIT_FACTOR/);
  });

  it("turns dev endpoints off in production unless SIM_DEV_OUTBOX=1", () => {
    expect(devEndpointsEnabled(loadSimEnv({ NODE_ENV: "test" }))).toBe(true);
    expect(devEndpointsEnabled(loadSimEnv({ NODE_ENV: "production" }))).toBe(false);
    expect(devEndpointsEnabled(loadSimEnv({ NODE_ENV: "production", SIM_DEV_OUTBOX: "1" }))).toBe(true);
  });
});
