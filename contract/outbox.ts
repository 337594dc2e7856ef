import { z } from "zod";

/**
 * One simulated SMS or e-mail of the administrator's tenant, as `GET paths.admin.queryOutbox`
 * pages them (`data: { list, pagination }`, newest first).
 */
export const outboxEntrySchema = z.object({
  id: z.coerce.string(),
  channel: z.enum(["sms", "email"]),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createTime: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
