import { Drawer, Text, Timeline } from "@mantine/core";
import type { RequestStep } from "#contract/account/recharge";
import { useTranslation } from "~/i18n/react";
import { useTimeZone } from "~/lib/use-time-zone";
import { cellText } from "~/ui/format";

/** A request's history: each step with who took it and when, oldest first (a rejection with its reason). */
export function StepsDrawer({ screen, title, steps, onClose }: { screen: string; title: string; steps: RequestStep[] | null; onClose: () => void }) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  return (
    <Drawer opened={steps !== null} onClose={onClose} position="right" size="md" title={title} closeButtonProps={{ "aria-label": t(`resources.${screen}.history.close`) }}>
      <Timeline active={(steps?.length ?? 0) - 1} bulletSize={16} lineWidth={2} data-testid="request-steps">
        {steps?.map((step) => (
          <Timeline.Item key={step.id} title={t(`resources.${screen}.options.status.${step.toStatus}`)}>
            <Text size="sm">{step.username}</Text>
            <Text size="xs" c="dimmed">
              {cellText(step.createTime, "datetime", zone)}
            </Text>
            {step.note && <Text size="sm">{step.note}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </Drawer>
  );
}
