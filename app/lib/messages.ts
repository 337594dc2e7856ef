import { useTranslation } from "~/i18n/react";

/**
 * A message for the user: a key of the `common` catalogue, or text from the provider,
 * which is translated through the `provider` namespace when the catalogue knows it.
 */
export type UserMessage = { key: string; values?: Record<string, string | number>; text?: undefined } | { text: string; key?: undefined };

export function useMessageText(): (message: UserMessage) => string {
  const { t } = useTranslation();
  return (message) =>
    message.key !== undefined
      ? t(message.key, message.values ?? {})
      : t(message.text, { ns: "provider", nsSeparator: false, keySeparator: false, defaultValue: message.text });
}
