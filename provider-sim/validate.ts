import type { z } from "zod";
import { providerMessages } from "../contract/messages";
import { SimError } from "./http";

const PROVIDER_TEXTS: ReadonlySet<string> = new Set(Object.values(providerMessages));

/**
 * The first problem in words: the contract's own messages as they are, zod's generic ones
 * prefixed with the field they concern ("key: Too small: …").
 */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid request";
  const field = issue.path.join(".");
  return PROVIDER_TEXTS.has(issue.message) || !field ? issue.message : `${field}: ${issue.message}`;
}

/**
 * Parses input with a contract schema. A refusal is, like MSCode's ActionResult, HTTP 200 with
 * `status: 500` and the first issue as the message, unless `refuse` builds another error.
 */
export function parseWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
  refuse: (message: string) => Error = (message) => new SimError(message, 500),
): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw refuse(firstIssueMessage(result.error));
  return result.data;
}
