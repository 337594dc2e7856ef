import { Anchor, Badge, Drawer, Group, Text, Timeline } from "@mantine/core";
import { Link, useNavigate, useRouteLoaderData } from "@remix-run/react";
import { useMemo, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { ClassifyOrder, ClassifyStep, ClassifyStepRow } from "#contract/customs/classification";
import { CODE_NAMES } from "#contract/customs/goods";
import type { TreeNode } from "~/resources/route.server";
import { cellText } from "~/ui/format";
import { useTimeZone } from "~/lib/use-time-zone";
import type { ShellMenuNode } from "~/shell/menu";
import { openablePaths } from "~/shell/tags";
import { RowButton, RowButtons } from "~/ui/RowButton";

const INSTANCE_PAGE = "/processinstancedetail";

/** Where an order's review by the process opens, for a user whose menu holds the instance page. */
function useInstanceLink(): (order: TreeNode | null) => string | null {
  const menu = useRouteLoaderData<{ menu: ShellMenuNode[] }>("routes/_shell")?.menu;
  const opens = useMemo(() => openablePaths(menu ?? []).has(INSTANCE_PAGE), [menu]);
  return (order) => {
    const id = (order as Partial<ClassifyOrder> | null)?.reviewInstanceId;
    return opens && id ? `${INSTANCE_PAGE}?id=${id}` : null;
  };
}

/** Which review the order follows (four eyes here, or the workflow process), and the link to its process instance. */
function ReviewPath({ screen, order, to }: { screen: string; order: TreeNode; to: string | null }) {
  const { t } = useTranslation();
  const path = (order as Partial<ClassifyOrder>).reviewPath;
  if (!path) return null;
  return (
    <Group gap="xs" mb="md" data-testid="review-path">
      <Text size="sm">{t(`resources.${screen}.timeline.review.label`)}</Text>
      <Badge variant="light" color={path === "process" ? "grape" : "gray"} tt="none">
        {t(`resources.${screen}.timeline.review.${path}`)}
      </Badge>
      {to && (
        <Anchor component={Link} to={to} size="sm">
          {t(`resources.${screen}.timeline.review.instance`)}
        </Anchor>
      )}
    </Group>
  );
}

/** How each step shows on the timeline: a decision in its own colour. */
const STEP_COLORS: Record<ClassifyStep, string> = { submit: "blue", claim: "blue", propose: "indigo", approve: "green", return: "orange", cancel: "gray" };

/** An order's steps, oldest first: who took each and when, a proposal's codes and rules, a return's reason. */
function StepTimeline({ screen, order, instance, onClose }: { screen: string; order: TreeNode | null; instance: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const text = (key: string, values?: Record<string, unknown>) => t(`resources.${screen}.timeline.${key}`, values ?? {});
  const steps = (order?.steps ?? []) as ClassifyStepRow[];
  return (
    <Drawer opened={order !== null} onClose={onClose} position="right" size="md" title={text("title", { orderNo: order?.orderNo ?? "" })}>
      {order && <ReviewPath screen={screen} order={order} to={instance} />}
      <Timeline active={steps.length - 1} bulletSize={18} data-testid="order-steps">
        {steps.map((step) => (
          <Timeline.Item key={step.id} color={STEP_COLORS[step.step]} title={text(`steps.${step.step}`)}>
            <Text size="sm" c="dimmed">
              {step.username} · {cellText(step.createTime, "datetime", zone)}
            </Text>
            {step.codes && (
              <Group gap={6} mt={4}>
                {CODE_NAMES.filter((field) => step.codes?.[field]).map((field) => (
                  <Badge key={field} variant="light" color="indigo" tt="none">
                    {text(`code.${field}`)} {step.codes?.[field]}
                  </Badge>
                ))}
                {step.codes.gri && (
                  <Text size="xs">
                    {text("gri")}: {step.codes.gri.split(",").map((rule) => t(`resources.${screen}.options.gri.${rule}`)).join(", ")}
                  </Text>
                )}
              </Group>
            )}
            {step.note && (
              <Text size="sm" mt={4}>
                {step.note}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Drawer>
  );
}

/**
 * A "Steps" button in each row of a list of orders, and the drawer it opens; an order reviewed by
 * the workflow process also links to its process instance from the row.
 */
export function useStepTimeline(screen: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const instanceOf = useInstanceLink();
  const [order, setOrder] = useState<TreeNode | null>(null);
  return {
    rowLinks: {
      width: 130,
      render: (row: TreeNode) => {
        const to = instanceOf(row);
        return (
          <RowButtons>
            <RowButton onClick={() => setOrder(row)}>{t(`resources.${screen}.timeline.open`)}</RowButton>
            {to && <RowButton onClick={() => navigate(to)}>{t(`resources.${screen}.timeline.review.row`)}</RowButton>}
          </RowButtons>
        );
      },
    },
    drawer: <StepTimeline screen={screen} order={order} instance={instanceOf(order)} onClose={() => setOrder(null)} />,
  };
}
