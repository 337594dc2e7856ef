import { z } from "zod";

/** Dev-only simulator endpoints, for demos and end-to-end tests. */
export const outboxEntrySchema = z.object({
  channel: z.enum(["sms", "email"]),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  createTime: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const devCaptchaSchema = z.object({ answer: z.string() });
