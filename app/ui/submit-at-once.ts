import type { MouseEvent } from "react";

/**
 * Submits a menu item's form on the click itself. The menu closes on the same click, and for a
 * reader who asks for less motion it leaves the page at once: a submit button already gone would
 * not submit when the browser's own default action came round.
 */
export function submitAtOnce(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
  event.currentTarget.form?.requestSubmit(event.currentTarget);
}
