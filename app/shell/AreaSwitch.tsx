import { SegmentedControl, Select, VisuallyHidden } from "@mantine/core";
import { useIsomorphicEffect } from "@mantine/hooks";
import { forwardRef, memo, useId, useRef, useState, type RefObject } from "react";
import { useTranslation } from "~/i18n/react";
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

export const AreaSwitch = memo(
  forwardRef<HTMLDivElement, AreaSwitchProps>(function AreaSwitch(
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
            // As wide as the chosen area's name where the browser can size a field to its text.
            styles={{ input: { fieldSizing: "content", minWidth: 150, maxWidth: 220 } }}
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
  }),
);

/** Once compact, the full switch comes back only with this much room to spare, so a width on the edge cannot flip it to and fro. */
const HYSTERESIS_PX = 24;

/**
 * Whether the header's area switch must be compact. It is when the full switch would leave
 * `room` (the breadcrumb's or top menu's box) narrower than MIN_ROOM_BESIDE_PX, or the breadcrumb
 * (`pathWidth`: its whole path's width, null where there is none) would have to fold a crumb:
 * the page's own path reads before a choice a Select makes as well. The full switch is measured
 * whenever it shows, and shows again first when `measureKey` changes.
 */
export function useCompactAreaSwitch(room: RefObject<HTMLElement | null>, measureKey: string, pathWidth: number | null) {
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
      // What the room and the breadcrumb would have beside the full switch.
      const extra = fullWidth.current - own;
      const roomWithFullSwitch = roomBox.clientWidth - extra;
      const crumbs = roomBox.querySelector<HTMLElement>("nav[data-path]");
      const crumbsWithFullSwitch = crumbs ? crumbs.clientWidth - extra : Infinity;
      const spare = compact ? HYSTERESIS_PX : 0;
      const fits = roomWithFullSwitch >= MIN_ROOM_BESIDE_PX + spare && (pathWidth === null || crumbsWithFullSwitch >= pathWidth + spare);
      if (fits === compact) setCompact(!fits);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(roomBox);
    return () => observer.disconnect();
  }, [compact, measureKey, room, pathWidth]);
  return { control, compact };
}
