import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** AES-256-GCM: a 32-byte key, a fresh 12-byte nonce per secret, a 16-byte tag. */
const KEY_BYTES = 32;
const IV_BYTES = 12;
const ALGORITHM = "aes-256-gcm";

/** Seals a secret for storage: `iv.tag.ciphertext`, each base64. */
export function seal(key: Buffer, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64")).join(".");
}

/** Opens a sealed secret; throws when the key is not the one it was sealed with or the text was altered. */
export function open(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64"));
  if (!iv || !tag || !body) throw new Error("not a sealed secret");
  const decipher = createDecipheriv(ALGORITHM, key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
}

/** The variable holding the key: 32 bytes, base64. */
export const SECRET_KEY_VARIABLE = "WECHAT_SECRET_KEY";
/** Where a local or demo run keeps the key it generated, beside its database. */
export const SECRET_KEY_FILE = "wechat-secret.key";

/** A key given in the environment: 32 bytes in base64, or a clear refusal. */
export function keyFromBase64(text: string): Buffer {
  const key = Buffer.from(text.trim(), "base64");
  if (key.length !== KEY_BYTES) throw new Error(`${SECRET_KEY_VARIABLE} must be ${KEY_BYTES} bytes in base64`);
  return key;
}

let processKey: Buffer | undefined;

/**
 * The key that seals the public accounts' secrets: the environment's when set; otherwise one
 * generated once into the data directory beside the database it protects (so `npm start` on a
 * fresh clone, itself a demo of the provider, starts and the secrets survive restarts), or for an
 * in-memory database one per process.
 */
export function secretKeyOf(env: Readonly<Record<string, string | undefined>>, dataDir?: string): Buffer {
  if (env.WECHAT_SECRET_KEY) return keyFromBase64(env.WECHAT_SECRET_KEY);
  if (!dataDir) return (processKey ??= randomBytes(KEY_BYTES));
  const file = join(dataDir, SECRET_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(KEY_BYTES).toString("base64"), { mode: 0o600, flag: "wx" });
  }
  return keyFromBase64(readFileSync(file, "utf8"));
}
