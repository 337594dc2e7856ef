import { Badge } from "@mantine/core";
import { useTranslation } from "~/i18n/react";
import type { BillStatus, ContainerStatus } from "#contract/customs/manifest";

/**
 * A hold is red, done is green, what is under way blue: the words carry the meaning, the colour
 * the urgency. The bill's status is outlined in a dark shade, a container's a dot beside plain
 * text, so the words stay readable (WCAG AA).
 */
const BILL_COLORS: Record<BillStatus, string> = { noBill: "gray.7", onFile: "gray.7", isfMatched: "blue.9", arrived: "indigo.9", onHold: "red.9", released: "teal.9" };
const CONTAINER_COLORS: Record<ContainerStatus, string> = {
  awaitingArrival: "gray.7",
  discharged: "indigo.9",
  onHold: "red.9",
  available: "blue.9",
  outgated: "cyan.9",
  delivered: "teal.9",
  emptyReturned: "teal.9",
};

export function BillStatusBadge({ status, size = "lg" }: { status: BillStatus; size?: "md" | "lg" }) {
  const { t } = useTranslation();
  return (
    <Badge size={size} color={BILL_COLORS[status]} variant="outline" tt="none" data-testid="bill-status">
      {t(`resources.ManifestQuery.status.${status}`)}
    </Badge>
  );
}

export function ContainerStatusBadge({ status }: { status: ContainerStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={CONTAINER_COLORS[status]} variant="dot" tt="none">
      {t(`resources.ManifestQuery.containerStatus.${status}`)}
    </Badge>
  );
}
