import { createECDH, createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID } from "node:crypto";
import { decodeJwt, errors, jwtVerify, SignJWT } from "jose";
import { JUMP_PURPOSES, jumpMessages as jm, type JumpPurpose } from "../../contract/business/jump";
import { SimError } from "../http";

/** The issuer names the tenant whose users the token carries (decision 0021). */
const ISSUER_PREFIX = "swyl-platform/";
export const issuerOf = (tenantCode: string) => `${ISSUER_PREFIX}${tenantCode}`;

/** A new signing key pair for an external system, as PEM: ES256 (P-256). */
export function newSigningKeys(): { publicKey: string; privateKey: string } {
  const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
  return {
    publicKey: pair.publicKey.export({ type: "spki", format: "pem" }).toString(),
    privateKey: pair.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}

export interface JumpClaims {
  tenantCode: string;
  systemId: string;
  userId: string;
  purpose: JumpPurpose;
  /** Where a bind ends (the page the user came from). */
  returnUrl?: string;
}

/** A token for one system, signed with its private key, living `lifeSeconds` from `now`. */
export async function signJumpToken(privateKeyPem: string, claims: JumpClaims, lifeSeconds: number, now: number): Promise<{ token: string; jti: string; expiresAt: number }> {
  const issuedAt = Math.floor(now / 1000);
  const jti = randomUUID();
  const token = await new SignJWT({ pur: claims.purpose, ...(claims.returnUrl ? { ret: claims.returnUrl } : {}) })
    .setProtectedHeader({ alg: "ES256", typ: "JWT" })
    .setIssuer(issuerOf(claims.tenantCode))
    .setSubject(claims.userId)
    .setAudience(claims.systemId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifeSeconds)
    .setJti(jti)
    .sign(createPrivateKey(privateKeyPem));
  return { token, jti, expiresAt: (issuedAt + lifeSeconds) * 1000 };
}

/** Whom a token says it is for, read before its signature is checked: only to find the key to check it with. */
export function claimedAudience(token: string): { tenantCode: string; systemId: string } {
  try {
    const { iss, aud } = decodeJwt(token);
    if (typeof iss !== "string" || !iss.startsWith(ISSUER_PREFIX) || typeof aud !== "string") throw new Error("shape");
    return { tenantCode: iss.slice(ISSUER_PREFIX.length), systemId: aud };
  } catch {
    throw new SimError(jm.tokenInvalid, 400);
  }
}

export interface VerifiedJumpToken extends JumpClaims {
  jti: string;
  expiresAt: number;
}

/** The token's claims once its signature, issuer, audience and life hold at `now`; a refusal naming why otherwise. */
export async function verifyJumpToken(token: string, publicKeyPem: string, expected: { tenantCode: string; systemId: string }, now: number): Promise<VerifiedJumpToken> {
  try {
    const { payload } = await jwtVerify(token, createPublicKey(publicKeyPem), {
      algorithms: ["ES256"],
      issuer: issuerOf(expected.tenantCode),
      audience: expected.systemId,
      currentDate: new Date(now),
      requiredClaims: ["sub", "jti", "exp", "iat"],
    });
    const purpose = JUMP_PURPOSES.find((p) => p === payload.pur);
    if (!purpose || !payload.sub || !payload.jti || !payload.exp) throw new SimError(jm.tokenInvalid, 400);
    return {
      tenantCode: expected.tenantCode,
      systemId: expected.systemId,
      userId: payload.sub,
      purpose,
      returnUrl: typeof payload.ret === "string" ? payload.ret : undefined,
      jti: payload.jti,
      expiresAt: payload.exp * 1000,
    };
  } catch (error) {
    if (error instanceof SimError) throw error;
    if (error instanceof errors.JWTExpired) throw new SimError(jm.tokenExpired, 401);
    throw new SimError(jm.tokenInvalid, 401);
  }
}

/**
 * A key pair drawn from a phrase, for the seeds (their data is the same on every run): the
 * phrase's SHA-256 is the private scalar. Never for a system an administrator adds.
 */
export function signingKeysFrom(phrase: string): { publicKey: string; privateKey: string } {
  const d = createHash("sha256").update(phrase).digest();
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey();
  const jwk = { kty: "EC", crv: "P-256", d: d.toString("base64url"), x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") };
  const privateKey = createPrivateKey({ key: jwk, format: "jwk" });
  return {
    publicKey: createPublicKey(privateKey).export({ type: "spki", format: "pem" }).toString(),
    privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}
