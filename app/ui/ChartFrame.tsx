import { Box } from "@mantine/core";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * The frame of a chart drawn for the eye: hidden from assistive technology (a table or a list of
 * links beside it carries the same figures) and kept out of the Tab order. Chromium stops Tab on
 * the layers recharts draws bars into although they carry no tabindex, so each SVG element the
 * chart adds is marked `tabindex="-1"` as it arrives; the bars still answer the mouse.
 */
export function ChartFrame({ height, testId, children }: { height: number; testId: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    const untab = () => {
      for (const element of root.querySelectorAll("svg, svg *")) {
        if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
      }
    };
    untab();
    const observer = new MutationObserver(untab);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={frame} aria-hidden h={height} data-testid={testId}>
      {children}
    </Box>
  );
}
