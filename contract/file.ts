import { z } from "zod";
import { UPLOAD_LIMIT_BYTES } from "../app/lib/constants";
import { idSchema } from "./envelope";

/**
 * The provider's file area (PROVIDER-API.md: the `file` service). An upload is one multipart
 * part named `file`; a record keeps the answer's `url`, the download path, as its attachment.
 */
export const FILE_MOUNT = "/api/file";

export const filePaths = {
  /** POST multipart/form-data, one part named `file`: answers the envelope with a FileInfo. */
  upload: `${FILE_MOUNT}/upload`,
  /** GET: the file's bytes. The name is for the browser's save dialog; the id decides. */
  download: `${FILE_MOUNT}/download/:id/:name`,
} as const;

/** The multipart part an upload carries the file in. */
export const UPLOAD_PART = "file";

export const fileDownloadPath = (id: string, name: string) => `${FILE_MOUNT}/download/${id}/${encodeURIComponent(name)}`;

/** Messages of the file calls, in the provider's English (translated by the app's `provider` namespace). */
export const fileMessages = {
  tooLarge: "file must be under 10MB",
  empty: "file cannot be empty",
  notFound: "file not found",
  badType: "this kind of file is not accepted",
  noFile: "choose a file to upload",
  oneFile: "upload one file at a time",
  badAttachment: "the attachment is not a file of this tenant",
} as const;
export type FileMessage = (typeof fileMessages)[keyof typeof fileMessages];

/** Where a file's type is proven: bytes expected at an offset of its first bytes. */
type Signature = readonly (readonly [offset: number, bytes: readonly number[]])[];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const PDF: Signature = [[0, ascii("%PDF-")]];
const PNG: Signature = [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]];
const JPEG: Signature = [[0, [0xff, 0xd8, 0xff]]];
const WEBP: Signature = [[0, ascii("RIFF")], [8, ascii("WEBP")]];
/** docx and xlsx are zip packages. */
const ZIP: Signature = [[0, [0x50, 0x4b, 0x03, 0x04]]];

/** The kinds of attachment the provider keeps, by extension: the type it is served as, and its signature. */
export const ATTACHMENT_KINDS = {
  pdf: { ".pdf": { contentType: "application/pdf", signature: PDF } },
  image: {
    ".png": { contentType: "image/png", signature: PNG },
    ".jpg": { contentType: "image/jpeg", signature: JPEG },
    ".jpeg": { contentType: "image/jpeg", signature: JPEG },
    ".webp": { contentType: "image/webp", signature: WEBP },
  },
  office: {
    ".docx": { contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", signature: ZIP },
    ".xlsx": { contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", signature: ZIP },
  },
} as const satisfies Record<string, Record<string, { contentType: string; signature: Signature }>>;
export type AttachmentKind = keyof typeof ATTACHMENT_KINDS;
export const ALL_ATTACHMENT_KINDS = Object.keys(ATTACHMENT_KINDS) as AttachmentKind[];

/** How many first bytes the signatures need. */
const SIGNATURE_BYTES = 16;

const extensionOf = (name: string) => /\.[^./\\]+$/.exec(name)?.[0].toLowerCase() ?? "";

/** A file name's kind and the type it is served as, among the accepted kinds; undefined when none takes it. */
export function attachmentTypeOf(name: string, accept: readonly AttachmentKind[] = ALL_ATTACHMENT_KINDS) {
  const extension = extensionOf(name);
  for (const kind of accept) {
    const types: Record<string, { contentType: string; signature: Signature }> = ATTACHMENT_KINDS[kind];
    if (Object.hasOwn(types, extension)) return { kind, ...types[extension] };
  }
  return undefined;
}

/** The `accept` attribute of a file chooser for these kinds: extensions and types. */
export function acceptAttribute(accept: readonly AttachmentKind[] = ALL_ATTACHMENT_KINDS): string {
  const entries = accept.flatMap((kind) => Object.entries(ATTACHMENT_KINDS[kind]).flatMap(([extension, type]) => [extension, type.contentType]));
  return [...new Set(entries)].join(",");
}

/** What the checker reads of a file: its name, size and first bytes. */
export interface FileFacts {
  name: string;
  size: number;
  head: Uint8Array;
}

/** A form part holding a chosen file; a file input left empty sends a nameless, empty one. */
export const isChosenFile = (part: FormDataEntryValue | null): part is File => typeof part === "object" && part !== null && (part.name !== "" || part.size > 0);

export async function fileFacts(file: File): Promise<FileFacts> {
  return { name: file.name, size: file.size, head: new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()) };
}

/**
 * SPEC §9 upload rules, the same in the browser, the app's server and the provider: exactly one
 * file, not empty, under 10 MB, of an accepted kind by its extension and by its own bytes.
 */
export function fileProblem(files: readonly FileFacts[], accept: readonly AttachmentKind[] = ALL_ATTACHMENT_KINDS): FileMessage | null {
  if (files.length === 0) return fileMessages.noFile;
  if (files.length > 1) return fileMessages.oneFile;
  const [{ name, size, head }] = files;
  if (size === 0) return fileMessages.empty;
  if (size >= UPLOAD_LIMIT_BYTES) return fileMessages.tooLarge;
  const type = attachmentTypeOf(name, accept);
  const proven = type?.signature.every(([offset, bytes]) => bytes.every((byte, i) => head[offset + i] === byte));
  return proven ? null : fileMessages.badType;
}

/** SPEC §3 "size in KB": one decimal. */
export const sizeInKb = (bytes: number) => Math.round(bytes / 102.4) / 10;

const FILE_TYPES = ["image", "document", "video", "audio", "other"] as const;

export const fileInfoSchema = z.object({
  id: idSchema,
  originalName: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  sizeKb: z.number().nonnegative(),
  contentType: z.string(),
  fileType: z.enum(FILE_TYPES),
  /** The download path, which a record stores as its attachment. */
  url: z.string(),
  createTime: z.string(),
});
export type FileInfo = z.infer<typeof fileInfoSchema>;

const ATTACHMENT_URL = /^\/api\/file\/download\/(\d{1,20})\/([^/]+)$/;

/** An attachment field of a record: a download path of the provider's, or nothing. */
export const attachmentUrlSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z.string().max(2000, fileMessages.badAttachment).regex(ATTACHMENT_URL, fileMessages.badAttachment).nullish(),
);

/** The file an attachment names: its id and its name as the user knows it; null for no attachment. */
export function attachmentOf(url: unknown): { id: string; name: string } | null {
  const match = typeof url === "string" ? ATTACHMENT_URL.exec(url) : null;
  if (!match) return null;
  try {
    return { id: match[1], name: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}
