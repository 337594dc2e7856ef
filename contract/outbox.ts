import { z } from "zod";
import { pageQuerySchema } from "./envelope";

/** `GET queryOutbox`: the simulated SMS and e-mail of the caller's tenant, newest first (admins only). */
export const outboxQuerySchema = pageQuerySchema.extend({
  channel: z.enum(["sms", "email"]).optional(),
  to: z.string().trim().max(100).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(["sms", "email"]),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createTime: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
