import { z } from "zod";
import { type OutboxEntry, devCaptchaSchema, outboxEntrySchema } from "#contract/dev";
import { paths } from "#contract/paths";
import type { ProviderClient } from "./client.server";

/** Simulator only, for tests: the SMS and e-mails it "sent". */
export function readOutbox(client: ProviderClient): Promise<OutboxEntry[]> {
  return client.raw({ method: "GET", path: paths.dev.outbox, schema: z.array(outboxEntrySchema) });
}

/** Simulator only, for tests: the text of the image captcha issued under `key`. */
export async function readCaptchaAnswer(client: ProviderClient, key: string): Promise<string> {
  const { answer } = await client.raw({
    method: "GET",
    path: paths.dev.captcha,
    query: { key },
    schema: devCaptchaSchema,
  });
  return answer;
}
