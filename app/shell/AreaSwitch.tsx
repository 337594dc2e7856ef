import { SegmentedControl, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BusinessArea } from "~/lib/constants";

/** The top bar's business areas (SPEC §1): choosing one shows that area's menu. */
export function AreaSwitch({ areas, value, onChange }: { areas: BusinessArea[]; value: BusinessArea; onChange: (area: BusinessArea) => void }) {
  const { t } = useTranslation();
  if (areas.length < 2) return null;
  return (
    <div role="group" aria-labelledby="area-switch-label">
      <VisuallyHidden id="area-switch-label">{t("shell.area")}</VisuallyHidden>
      <SegmentedControl
        size="xs"
        value={value}
        onChange={(next) => onChange(next as BusinessArea)}
        data={areas.map((area) => ({ value: area, label: t(`shell.areas.${area}`) }))}
        visibleFrom="sm"
      />
    </div>
  );
}
