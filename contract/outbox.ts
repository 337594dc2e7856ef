import { z } from "zod";
import { pageQuerySchema } from "./envelope";

/** How the simulator "sends": SMS, e-mail, and WeChat template messages. */
export const OUTBOX_CHANNELS = ["sms", "email", "wechat"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** `GET queryOutbox`: the simulated SMS and e-mail of the caller's tenant, newest first (admins only). */
export const outboxQuerySchema = pageQuerySchema.extend({
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  to: z.string().trim().max(100).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createTime: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
