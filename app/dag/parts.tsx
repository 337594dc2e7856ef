import { Badge, Button } from "@mantine/core";
import { Link } from "@remix-run/react";
import { WF_STATUS } from "#contract/jobs/dag-status";
import { useTranslation } from "~/i18n/react";
import tables from "~/jobs/tables.module.css";

/** Dark shades, outlined, as a job instance's status: the light ones (grey on grey) fell short of WCAG AA. */
const WF_COLOURS: Record<number, string> = { [WF_STATUS.WAITING]: "gray.7", [WF_STATUS.RUNNING]: "blue.9", [WF_STATUS.FAILED]: "red.9", [WF_STATUS.SUCCEED]: "teal.9", [WF_STATUS.STOPPED]: "orange.9" };
const NODE_COLOURS: Record<number, string> = { 1: "gray.7", 3: "blue.9", 4: "red.9", 5: "teal.9", 9: "orange.9", 10: "orange.9" };

/** A status in words, in the hue the graph colours it. */
export function StatusBadge({ status, of }: { status: number; of: "wf" | "node" }) {
  const { t } = useTranslation();
  const colour = (of === "wf" ? WF_COLOURS : NODE_COLOURS)[status] ?? "gray.7";
  return (
    <Badge color={colour} variant="outline" tt="none" className={tables.badge}>
      {t(`resources.dag.${of === "wf" ? "wfStatus" : "nodeStatus"}.${status}`)}
    </Badge>
  );
}

/** A row's link drawn like its buttons (RowButton). */
export function RowLink({ to, children, label }: { to: string; children: React.ReactNode; label?: string }) {
  return (
    <Button component={Link} to={to} size="compact-xs" variant="subtle" aria-label={label}>
      {children}
    </Button>
  );
}
