import { Badge, Button, NativeSelect } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "@remix-run/react";
import { WF_STATUS } from "#contract/jobs/dag-status";
import { useTranslation } from "~/i18n/react";
import { timeText } from "~/lib/time-zone";
import { useTimeZone } from "~/lib/use-time-zone";

/** The app a workflow screen works in, kept in the URL (`?appId=`). */
export function AppPicker({ apps, appId }: { apps: { value: string; label: string }[]; appId: string | null }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <NativeSelect
      label={t("resources.dag.screen.app")}
      data={apps}
      value={appId ?? ""}
      w={240}
      onChange={(e) => {
        const next = new URLSearchParams(search);
        next.set("appId", e.currentTarget.value);
        next.delete("workflowId");
        navigate(`?${next}`);
      }}
    />
  );
}

const WF_COLOURS: Record<number, string> = { [WF_STATUS.WAITING]: "gray", [WF_STATUS.RUNNING]: "blue", [WF_STATUS.FAILED]: "red", [WF_STATUS.SUCCEED]: "green", [WF_STATUS.STOPPED]: "orange" };
const NODE_COLOURS: Record<number, string> = { 1: "gray", 3: "blue", 4: "red", 5: "green", 9: "orange", 10: "orange" };

/** A status in words, coloured as the graph colours it. */
export function StatusBadge({ status, of }: { status: number; of: "wf" | "node" }) {
  const { t } = useTranslation();
  const colour = (of === "wf" ? WF_COLOURS : NODE_COLOURS)[status] ?? "gray";
  return (
    <Badge color={colour} variant="light">
      {t(`resources.dag.${of === "wf" ? "wfStatus" : "nodeStatus"}.${status}`)}
    </Badge>
  );
}

/** An epoch-ms time in the user's zone, or a dash. */
export function useTimeText() {
  const zone = useTimeZone();
  return (ms: number | null | undefined) => (ms ? timeText(ms, zone) : "—");
}

/** A row's link drawn like its buttons (RowButton). */
export function RowLink({ to, children, label }: { to: string; children: React.ReactNode; label?: string }) {
  return (
    <Button component={Link} to={to} size="compact-xs" variant="subtle" aria-label={label}>
      {children}
    </Button>
  );
}
