import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { requiredText } from "../usa/common";
import { sanitiseSvg } from "../svg";

/** A tenant's logos (/logoManagement), under the business service (decision 0017). */
export const logoPaths = resourcePaths("business", "Logo");
/** POST multipart: one part `file` (PNG, JPEG or SVG, judged by its bytes) and a `name`; answers the new logo. */
export const uploadLogoPath = `${logoPaths.base}/uploadLogo`;
/** POST `?id=`: makes the logo the tenant's active one (the others lose it in the same transaction). */
export const setDefaultLogoPath = `${logoPaths.base}/setDefaultLogo`;

/** A logo is drawn at a few dozen pixels: a quarter of a megabyte is plenty, and keeps pages light. */
export const LOGO_LIMIT_BYTES = 256 * 1024;
/** The part of an upload carrying the image, and the one naming it. */
export const LOGO_FILE_PART = "file";
export const LOGO_NAME_PART = "name";

/** What a file chooser offers; the bytes decide all the same. */
export const LOGO_ACCEPT = ".png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml";

export const LOGO_TYPES = { png: "image/png", jpeg: "image/jpeg", svg: "image/svg+xml" } as const;
export type LogoType = (typeof LOGO_TYPES)[keyof typeof LOGO_TYPES];

/** The logo calls' refusals, in the provider's English (the screen words them). */
export const logoMessages = {
  noFile: "choose a PNG, JPEG or SVG image",
  badImage: "the file is not a PNG, JPEG or SVG image",
  tooLarge: "a logo must be under 256 KB",
  uploadInstead: "upload the logo as an image file",
} as const;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);

/**
 * What an uploaded logo is, judged by its own bytes (never its name or declared type): a PNG or a
 * JPEG by their signatures, an SVG by reading it as an XML document with an `<svg>` root, which
 * comes back sanitised. Anything else, or too large, is refused with the message to show.
 */
export function judgeLogo(bytes: Uint8Array): { contentType: LogoType; content: Uint8Array } | { refusal: string } {
  if (bytes.length === 0) return { refusal: logoMessages.noFile };
  if (bytes.length >= LOGO_LIMIT_BYTES) return { refusal: logoMessages.tooLarge };
  if (startsWith(bytes, PNG)) return { contentType: LOGO_TYPES.png, content: bytes };
  if (startsWith(bytes, JPEG)) return { contentType: LOGO_TYPES.jpeg, content: bytes };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { refusal: logoMessages.badImage };
  }
  const clean = sanitiseSvg(text);
  return clean === null ? { refusal: logoMessages.badImage } : { contentType: LOGO_TYPES.svg, content: new TextEncoder().encode(clean) };
}

export const logoNameSchema = requiredText(64);

/** The kit's update renames a logo; its image is only ever uploaded. */
export const updateLogoSchema = z.object({ id: idSchema, name: logoNameSchema });
/** Logos are added by upload only: the kit's add takes nothing it could keep. */
export const addLogoSchema = z.object({ name: logoNameSchema });

export const logoSchema = z.object({
  id: idSchema,
  name: z.string(),
  contentType: z.string(),
  /** Bytes. */
  size: z.number(),
  isDefault: z.boolean(),
  createBy: z.string().nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type Logo = z.infer<typeof logoSchema>;

export const LOGO_SORTABLE = ["name", "createTime"] as const;

/** The marketing site's and the shell's question: a tenant's active logo, if it has one. */
export const activeLogoQuerySchema = z.object({ tenantCode: z.string().regex(/^\d{1,20}$/) });
export const activeLogoSchema = z.object({ id: idSchema, contentType: z.string() }).nullable();
export type ActiveLogo = z.infer<typeof activeLogoSchema>;
/** A logo's bytes, by tenant and id; the id is the version in the address, so an answer never changes. */
export const logoImageQuerySchema = z.object({ tenantCode: activeLogoQuerySchema.shape.tenantCode, id: idSchema });

/** Where the browser fetches a tenant's logo: the id is the version, so it may be cached for good. */
export const LOGO_PREFIX = "/brand-logo/";
export const logoImageHref = (tenantCode: string, id: string) => `${LOGO_PREFIX}${tenantCode}/${id}`;
