import { z } from "zod";
import { OUTBOX_CHANNELS } from "./outbox";

/** Dev-only simulator endpoints, for demos and end-to-end tests. */
export const outboxEntrySchema = z.object({
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  createTime: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const devCaptchaSchema = z.object({ answer: z.string() });
