interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface DiagramCanvas {
  zoom(level: "fit-viewport", center: "auto"): number;
  viewbox(): { inner: Box; outer: { width: number; height: number } };
  viewbox(box: Box): void;
}

/** Room left round a fitted diagram (px), so the labels drawn outside their shapes stay in view. */
const MARGIN = 24;

/**
 * The viewbox that shows all of the diagram (`inner`, in diagram units) in a canvas of `outer`
 * pixels, right of `leftInset` pixels the palette covers, at most at natural size.
 */
export function viewboxBeside(inner: Box, outer: { width: number; height: number }, leftInset: number): Box {
  const free = { width: Math.max(outer.width - leftInset - 2 * MARGIN, 1), height: Math.max(outer.height - 2 * MARGIN, 1) };
  const scale = Math.min(free.width / inner.width, free.height / inner.height, 1);
  return {
    x: inner.x - (leftInset + MARGIN) / scale - (free.width / scale - inner.width) / 2,
    y: inner.y - MARGIN / scale - (free.height / scale - inner.height) / 2,
    width: outer.width / scale,
    height: outer.height / scale,
  };
}

/** Fits the diagram beside the modeller's palette, which floats over the canvas's left side. */
export function fitBesidePalette(canvas: DiagramCanvas, container: HTMLElement) {
  canvas.zoom("fit-viewport", "auto");
  const palette = container.querySelector(".djs-palette")?.getBoundingClientRect();
  const inset = palette ? palette.right - container.getBoundingClientRect().left : 0;
  const { inner, outer } = canvas.viewbox();
  if (inner.width > 0 && inner.height > 0) canvas.viewbox(viewboxBeside(inner, outer, inset));
}
