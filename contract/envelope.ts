import { z } from "zod";

/**
 * The provider's response envelope. The real provider answers `status`/`message`;
 * SPEC §8 also names `code`/`msg`, so both spellings are accepted and normalised.
 */
export const rawEnvelopeSchema = z
  .object({
    status: z.union([z.number(), z.string()]).optional(),
    code: z.union([z.number(), z.string()]).optional(),
    message: z.string().nullish(),
    msg: z.string().nullish(),
    data: z.unknown().optional(),
  })
  .passthrough();

export interface Envelope<T = unknown> {
  status: number;
  message: string;
  data: T;
}

export const DEFAULT_ERROR_MESSAGE = "Error";

export function normaliseEnvelope(raw: z.infer<typeof rawEnvelopeSchema>): Envelope {
  const status = Number(raw.status ?? raw.code ?? 200);
  const message = raw.message ?? raw.msg ?? (status === 200 ? "success" : DEFAULT_ERROR_MESSAGE);
  return { status: Number.isFinite(status) ? status : 500, message, data: raw.data };
}

export const paginationSchema = z.object({
  total: z.number().int().nonnegative(),
  pageSize: z.number().int().positive(),
  current: z.number().int().positive(),
});

export function pageSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({ list: z.array(item), pagination: paginationSchema });
}

export type Page<T> = { list: T[]; pagination: z.infer<typeof paginationSchema> };

/** Paged query parameters shared by every `queryXxx` call. */
export const pageQuerySchema = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(10000).default(10),
  sorter: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]*_(ascend|descend)$/, "sorter must be <field>_ascend or <field>_descend")
    .optional(),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Dropdown answers: `data: [{ value, label }]`. */
export const optionSchema = z.object({ value: z.string(), label: z.string() });

/** Session-expired codes (SPEC §8): the client opens the re-login dialog. */
export const SESSION_EXPIRED_CODES = [50008, 50012, 50014] as const;

/** Snowflake ids travel as strings. */
export const idSchema = z.string().regex(/^\d{1,20}$/, "id must be a numeric string");
