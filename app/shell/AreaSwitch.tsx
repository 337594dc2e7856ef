import { SegmentedControl, Select, VisuallyHidden } from "@mantine/core";
import { useIsomorphicEffect } from "@mantine/hooks";
import { forwardRef, useId, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { BusinessArea } from "~/lib/constants";

/** The breadcrumb (or top menu) keeps at least this much room; below it the areas become a Select. */
const MIN_ROOM_BESIDE_PX = 260;

/** The top bar's business areas (SPEC §1): choosing one shows that area's menu. */
interface AreaSwitchProps {
  areas: BusinessArea[];
  value: BusinessArea;
  onChange: (area: BusinessArea) => void;
  /** In the mobile drawer the areas stack, one per line. */
  vertical?: boolean;
  /** Where the header is short of room: one compact Select instead of a segment per area. */
  compact?: boolean;
}

export const AreaSwitch = forwardRef<HTMLDivElement, AreaSwitchProps>(function AreaSwitch(
  { areas, value, onChange, vertical = false, compact = false },
  ref,
) {
  const { t } = useTranslation();
  const labelId = useId();
  if (areas.length < 2) return null;
  const data = areas.map((area) => ({ value: area, label: t(`shell.areas.${area}`) }));
  if (compact) {
    return (
      <div ref={ref}>
        <Select
          size="xs"
          w={150}
          aria-label={t("shell.area")}
          data={data}
          value={value}
          allowDeselect={false}
          onChange={(next) => next && onChange(next as BusinessArea)}
          comboboxProps={{ width: "max-content", position: "bottom-end" }}
        />
      </div>
    );
  }
  return (
    <div role="group" aria-labelledby={labelId} ref={ref}>
      <VisuallyHidden id={labelId}>{t("shell.area")}</VisuallyHidden>
      <SegmentedControl
        size="xs"
        value={value}
        onChange={(next) => onChange(next as BusinessArea)}
        data={data}
        orientation={vertical ? "vertical" : "horizontal"}
        fullWidth={vertical}
      />
    </div>
  );
});

/**
 * Whether the header's area switch must be compact: it is when the full switch would leave
 * `room` (the breadcrumb's or top menu's box) narrower than MIN_ROOM_BESIDE_PX. The full
 * switch is measured whenever it shows, and shows again first when `measureKey` changes.
 */
export function useCompactAreaSwitch(room: RefObject<HTMLElement | null>, measureKey: string) {
  const control = useRef<HTMLDivElement>(null);
  const [compact, setCompact] = useState(false);
  const fullWidth = useRef(0);
  useIsomorphicEffect(() => setCompact(false), [measureKey]);
  useIsomorphicEffect(() => {
    const roomBox = room.current;
    if (!roomBox || !control.current) return;
    const update = () => {
      const own = control.current?.offsetWidth ?? 0;
      if (!compact) fullWidth.current = own;
      const roomWithFullSwitch = roomBox.clientWidth + own - fullWidth.current;
      const next = roomWithFullSwitch < MIN_ROOM_BESIDE_PX;
      if (next !== compact) setCompact(next);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(roomBox);
    return () => observer.disconnect();
  }, [compact, measureKey, room]);
  return { control, compact };
}
