import { useTranslation } from "~/i18n/react";
import { timeText } from "~/lib/time-zone";
import { useTimeZone } from "~/lib/use-time-zone";

/**
 * The words of a record page, read from its screen's texts: a field's label, the page's own
 * sentences, a choice's label ("—" when none) and a system time in the viewer's zone.
 */
export function useRecordText(screen: string) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  return {
    field: (name: string) => t(`resources.${screen}.fields.${name}`),
    p: (key: string, values?: Record<string, unknown>) => t(`resources.${screen}.page.${key}`, values),
    choice: (name: string, value: unknown) => (value ? t(`resources.${screen}.options.${name}.${String(value)}`) : "—"),
    at: (iso: string | null | undefined) => (iso ? timeText(iso, zone) : "—"),
  };
}
