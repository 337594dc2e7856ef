import { Badge, Button } from "@mantine/core";
import { Link } from "@remix-run/react";
import { WF_STATUS } from "#contract/jobs/dag-status";
import { useTranslation } from "~/i18n/react";
import tables from "~/jobs/tables.module.css";

const WF_COLOURS: Record<number, string> = { [WF_STATUS.WAITING]: "gray", [WF_STATUS.RUNNING]: "blue", [WF_STATUS.FAILED]: "red", [WF_STATUS.SUCCEED]: "green", [WF_STATUS.STOPPED]: "orange" };
const NODE_COLOURS: Record<number, string> = { 1: "gray", 3: "blue", 4: "red", 5: "green", 9: "orange", 10: "orange" };

/** A status in words, coloured as the graph colours it. */
export function StatusBadge({ status, of }: { status: number; of: "wf" | "node" }) {
  const { t } = useTranslation();
  const colour = (of === "wf" ? WF_COLOURS : NODE_COLOURS)[status] ?? "gray";
  return (
    <Badge color={colour} variant="light" className={tables.badge}>
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
