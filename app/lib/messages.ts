import { splitNamingRefusal } from "#contract/messages";
import type { TFunction } from "~/i18n/translator";
import { useTranslation } from "~/i18n/react";

/**
 * A message for the user: a key of the `common` catalogue, or text from the provider,
 * which is translated through the `provider` namespace when the catalogue knows it.
 */
export type UserMessage = { key: string; values?: Record<string, string | number>; text?: undefined } | { text: string; key?: undefined };

/** A provider's text in the user's words; the records a refusal names after its message (contract/messages.ts) follow it as they came. */
export function providerText(t: TFunction, text: string): string {
  const { message, names } = splitNamingRefusal(text);
  const worded = t(message, { ns: "provider", nsSeparator: false, keySeparator: false, defaultValue: message });
  return names === null ? worded : `${worded}: ${names}`;
}

export function useMessageText(): (message: UserMessage) => string {
  const { t } = useTranslation();
  return (message) => (message.key !== undefined ? t(message.key, message.values ?? {}) : providerText(t, message.text));
}
