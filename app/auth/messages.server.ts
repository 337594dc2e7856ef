import { providerMessages as pm } from "#contract/messages";
import type { UserMessage } from "~/lib/messages";
import {
  ContractError,
  ProviderError,
  ProviderTimeoutError,
  ProviderUnavailableError,
  SessionExpiredError,
} from "~/provider/errors";

/**
 * Provider texts with a message of our own (SPEC §8), whichever call answered them: the token
 * endpoint's error description or an account call's envelope, so both login tabs say the same.
 */
const REASONS: Record<string, string> = {
  [pm.badCredentials]: "errors.loginFailed",
  [pm.userDisabled]: "errors.userDisabled",
  [pm.userLocked]: "errors.userLocked",
  [pm.noTenant]: "errors.noTenant",
  [pm.tenantNotFound]: "errors.tenantNotFound",
  [pm.tooManyRequests]: "errors.tooManyRequests",
};

/** The one place a failure becomes words for the user. */
export function messageForError(error: unknown): UserMessage {
  if (error instanceof SessionExpiredError) return { key: "errors.sessionExpired" };
  if (error instanceof ProviderUnavailableError) return { key: "errors.providerDown" };
  if (error instanceof ProviderTimeoutError) return { key: "errors.providerTimeout" };
  if (error instanceof ContractError) return { key: "errors.unexpectedAnswer" };
  // A refused login's reason (LoginFailedError) is its message too.
  if (error instanceof ProviderError) return reasonMessage(error.message);
  return { key: "errors.hasError" };
}

function reasonMessage(reason: string): UserMessage {
  const key = REASONS[reason];
  return key ? { key } : { text: reason };
}

/** The provider's "too many requests" refusal, whichever way it travelled. */
export function isTooManyRequests(error: unknown): boolean {
  return error instanceof ProviderError && error.message === pm.tooManyRequests;
}

/** Failures that say nothing about the session: the provider is down, slow or odd. */
export function isOutage(error: unknown): boolean {
  return error instanceof ProviderUnavailableError || error instanceof ProviderTimeoutError;
}
