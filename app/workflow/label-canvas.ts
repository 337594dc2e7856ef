/**
 * bpmn-js makes its drawing a Tab stop (its keyboard shortcuts act on it) without a name: it is
 * named here so a screen reader announces what the stop is, as is the bpmn.io mark's link.
 */
export function labelCanvas(container: HTMLElement, label: string) {
  const svg = container.querySelector("svg");
  svg?.setAttribute("role", "application");
  svg?.setAttribute("aria-label", label);
  // The bpmn.io mark (kept, as its licence asks) is a link with only an image: named by where it goes.
  container.querySelector("a.bjs-powered-by")?.setAttribute("aria-label", "bpmn.io");
}
