/**
 * bpmn-js makes its drawing a Tab stop (its keyboard shortcuts act on it) without a name: it is
 * named here so a screen reader announces what the stop is.
 */
export function labelCanvas(container: HTMLElement, label: string) {
  const svg = container.querySelector("svg");
  svg?.setAttribute("role", "application");
  svg?.setAttribute("aria-label", label);
}
