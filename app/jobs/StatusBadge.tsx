import { Badge } from "@mantine/core";
import { useTranslation } from "~/i18n/react";
import tables from "./tables.module.css";

/** Outlined in dark shades so the words stay readable (WCAG AA); the words carry the meaning. */
const COLORS: Record<number, string> = { 1: "gray.7", 2: "indigo.9", 3: "blue.9", 4: "red.9", 5: "teal.9", 9: "yellow.9", 10: "orange.9" };

/** An instance's or task's status by PowerJob's number, in the reader's words. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? "gray.7"} variant="outline" tt="none" data-status={status} className={tables.badge}>
      {t(`resources.jobs.options.status.${status}`)}
    </Badge>
  );
}

/** Statuses still moving: a screen showing one refreshes itself. */
export const isActive = (status: number) => status === 1 || status === 2 || status === 3;
