import { SegmentedControl, VisuallyHidden } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { BusinessArea } from "~/lib/constants";

/** The top bar's business areas (SPEC §1): choosing one shows that area's menu. */
interface AreaSwitchProps {
  areas: BusinessArea[];
  value: BusinessArea;
  onChange: (area: BusinessArea) => void;
  /** In the mobile drawer the areas stack, one per line. */
  vertical?: boolean;
}

export function AreaSwitch({ areas, value, onChange, vertical = false }: AreaSwitchProps) {
  const { t } = useTranslation();
  const labelId = useId();
  if (areas.length < 2) return null;
  return (
    <div role="group" aria-labelledby={labelId}>
      <VisuallyHidden id={labelId}>{t("shell.area")}</VisuallyHidden>
      <SegmentedControl
        size="xs"
        value={value}
        onChange={(next) => onChange(next as BusinessArea)}
        data={areas.map((area) => ({ value: area, label: t(`shell.areas.${area}`) }))}
        orientation={vertical ? "vertical" : "horizontal"}
        fullWidth={vertical}
      />
    </div>
  );
}
