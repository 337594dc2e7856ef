import { Button, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";

/**
 * A dialog's closing row: Cancel, then the dialog's act — its form's submit, or `onAct` — busy
 * while the act runs. The act reads "Confirm" unless the dialog names it.
 */
export function DialogButtons({ onCancel, busy, color, act, onAct }: { onCancel: () => void; busy: boolean; color?: string; act?: ReactNode; onAct?: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t("kit.cancel")}
      </Button>
      <Button type={onAct ? "button" : "submit"} onClick={onAct} color={color} loading={busy}>
        {act ?? t("kit.confirm")}
      </Button>
    </Group>
  );
}
