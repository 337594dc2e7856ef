import { providerMessages as pm } from "#contract/messages";
import type { UserMessage } from "~/lib/messages";
import {
  ContractError,
  LoginFailedError,
  ProviderError,
  ProviderTimeoutError,
  ProviderUnavailableError,
  SessionExpiredError,
} from "~/provider/errors";

/** OAuth error descriptions with a message of our own (SPEC §8). */
const LOGIN_REASONS: Record<string, string> = {
  [pm.badCredentials]: "errors.loginFailed",
  [pm.userDisabled]: "errors.userDisabled",
  [pm.userLocked]: "errors.userLocked",
  [pm.noTenant]: "errors.noTenant",
  [pm.tenantNotFound]: "errors.tenantNotFound",
  [pm.tooManyRequests]: "errors.tooManyRequests",
};

/** The one place a failure becomes words for the user. */
export function messageForError(error: unknown): UserMessage {
  if (error instanceof LoginFailedError) {
    const key = LOGIN_REASONS[error.reason];
    return key ? { key } : { text: error.reason };
  }
  if (error instanceof SessionExpiredError) return { key: "errors.sessionExpired" };
  if (error instanceof ProviderUnavailableError) return { key: "errors.providerDown" };
  if (error instanceof ProviderTimeoutError) return { key: "errors.providerTimeout" };
  if (error instanceof ContractError) return { key: "errors.unexpectedAnswer" };
  if (error instanceof ProviderError) return { text: error.message };
  return { key: "errors.hasError" };
}

/** Failures that say nothing about the session: the provider is down, slow or odd. */
export function isOutage(error: unknown): boolean {
  return error instanceof ProviderUnavailableError || error instanceof ProviderTimeoutError;
}
