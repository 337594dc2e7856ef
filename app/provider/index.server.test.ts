describe("provider()", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("says which setting is missing when PROVIDER_URL is unset", async () => {
    vi.stubEnv("PROVIDER_URL", undefined);
    const { provider } = await import("./index.server");
    expect(() => provider()).toThrow(/PROVIDER_URL/);
  });

  it("creates one client and keeps it", async () => {
    vi.stubEnv("PROVIDER_URL", "http://127.0.0.1:3100");
    const { provider, ProviderClient } = await import("./index.server");
    expect(provider()).toBeInstanceOf(ProviderClient);
    expect(provider()).toBe(provider());
  });
});
