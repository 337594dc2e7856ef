import { z } from "zod";

/** PowerJob's answer: `{ success, data, message }`; a refusal has success false and a message. */
export const powerJobEnvelopeSchema = z.object({
  success: z.boolean(),
  data: z.unknown().optional(),
  message: z.string().nullish(),
});
export type PowerJobEnvelope<T = unknown> = { success: boolean; data: T; message?: string | null };

/** PowerJob's page: `index` counts from 0. */
export function powerJobPageSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    index: z.number().int().nonnegative(),
    pageSize: z.number().int().positive(),
    totalPages: z.number().int().nonnegative(),
    totalItems: z.number().int().nonnegative(),
    data: z.array(item),
  });
}
export type PowerJobPage<T> = { index: number; pageSize: number; totalPages: number; totalItems: number; data: T[] };

/** The paging part of every list call's body. */
export const powerJobPageQuerySchema = z.object({
  index: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** Ids travel as numeric strings, like the provider's snowflake ids. */
export const jobIdSchema = z.string().regex(/^\d{1,20}$/, "id must be a numeric string");
