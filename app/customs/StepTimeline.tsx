import { Badge, Button, Drawer, Group, Text, Timeline } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { ClassifyStep, ClassifyStepRow } from "#contract/customs/classification";
import { CODE_NAMES } from "#contract/customs/goods";
import type { TreeNode } from "~/resources/route.server";
import { cellText } from "~/ui/format";
import { useTimeZone } from "~/lib/use-time-zone";

/** How each step shows on the timeline: a decision in its own colour. */
const STEP_COLORS: Record<ClassifyStep, string> = { submit: "blue", claim: "blue", propose: "indigo", approve: "green", return: "orange", cancel: "gray" };

/** An order's steps, oldest first: who took each and when, a proposal's codes and rules, a return's reason. */
function StepTimeline({ screen, order, onClose }: { screen: string; order: TreeNode | null; onClose: () => void }) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const text = (key: string, values?: Record<string, unknown>) => t(`resources.${screen}.timeline.${key}`, values ?? {});
  const steps = (order?.steps ?? []) as ClassifyStepRow[];
  return (
    <Drawer opened={order !== null} onClose={onClose} position="right" size="md" title={text("title", { orderNo: order?.orderNo ?? "" })}>
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

/** A "Steps" button in each row of a list of orders, and the drawer it opens. */
export function useStepTimeline(screen: string) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<TreeNode | null>(null);
  return {
    rowLinks: {
      width: 70,
      render: (row: TreeNode) => (
        <Button size="compact-xs" variant="subtle" onClick={() => setOrder(row)}>
          {t(`resources.${screen}.timeline.open`)}
        </Button>
      ),
    },
    drawer: <StepTimeline screen={screen} order={order} onClose={() => setOrder(null)} />,
  };
}
