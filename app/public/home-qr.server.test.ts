import { homeQr, qrSvgOf } from "./home-qr.server";

describe("homeQr", () => {
  it("opens the public account when one is configured, and says so", () => {
    expect(homeQr({ PUBLIC_ACCOUNT_URL: "https://mp.weixin.qq.com/s/abc?x=1" }, "https://trade.test")).toEqual({
      kind: "publicAccount",
      url: "https://mp.weixin.qq.com/s/abc?x=1",
      shown: "mp.weixin.qq.com/s/abc?x=1",
    });
  });

  it("otherwise opens this site's home, never passing for a public account", () => {
    expect(homeQr({ PUBLIC_ACCOUNT_URL: undefined }, "https://trade.test")).toEqual({ kind: "site", url: "https://trade.test/swylgateway", shown: "trade.test/swylgateway" });
  });

  it("draws a real QR code of the address", async () => {
    const svg = await qrSvgOf("https://trade.test/swylgateway");
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain("<path");
  });
});
