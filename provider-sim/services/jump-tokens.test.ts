import { jumpMessages as jm } from "../../contract/business/jump";
import { claimedAudience, newSigningKeys, signJumpToken, verifyJumpToken } from "./jump-tokens";

const keys = newSigningKeys();
const claims = { tenantCode: "10001", systemId: "4400001", userId: "100", purpose: "jump" as const };
const NOW = Date.UTC(2026, 0, 15, 8, 0, 0);

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "accepted",
    (error: Error) => error.message,
  );

describe("jump tokens", () => {
  it("a fresh token names its user, system, tenant and purpose, and carries a unique jti", async () => {
    const first = await signJumpToken(keys.privateKey, claims, 60, NOW);
    const second = await signJumpToken(keys.privateKey, claims, 60, NOW);
    const verified = await verifyJumpToken(first.token, keys.publicKey, claims, NOW + 59_000);
    expect(verified).toMatchObject({ ...claims, jti: first.jti, expiresAt: NOW + 60_000 });
    expect(second.jti).not.toBe(first.jti);
    expect(claimedAudience(first.token)).toEqual({ tenantCode: "10001", systemId: "4400001" });
  });

  it("is refused as expired once its effective seconds have passed", async () => {
    const { token } = await signJumpToken(keys.privateKey, claims, 30, NOW);
    expect(await refusal(verifyJumpToken(token, keys.publicKey, claims, NOW + 31_000))).toBe(jm.tokenExpired);
  });

  it("is refused for another system (audience) or another tenant (issuer)", async () => {
    const { token } = await signJumpToken(keys.privateKey, claims, 60, NOW);
    expect(await refusal(verifyJumpToken(token, keys.publicKey, { ...claims, systemId: "4400002" }, NOW))).toBe(jm.tokenInvalid);
    expect(await refusal(verifyJumpToken(token, keys.publicKey, { ...claims, tenantCode: "10002" }, NOW))).toBe(jm.tokenInvalid);
  });

  it("is refused when tampered with or signed by another system's key", async () => {
    const { token } = await signJumpToken(keys.privateKey, claims, 60, NOW);
    const [header, payload, signature] = token.split(".");
    const forged = JSON.parse(Buffer.from(payload!, "base64url").toString());
    forged.sub = "101";
    const tampered = [header, Buffer.from(JSON.stringify(forged)).toString("base64url"), signature].join(".");
    expect(await refusal(verifyJumpToken(tampered, keys.publicKey, claims, NOW))).toBe(jm.tokenInvalid);
    const other = newSigningKeys();
    expect(await refusal(verifyJumpToken(token, other.publicKey, claims, NOW))).toBe(jm.tokenInvalid);
    expect(() => claimedAudience("not-a-token")).toThrow(jm.tokenInvalid);
  });
});
