import { orderMessages as o } from "./messages";

/** An order's life (SPEC §3 order): drafted, confirmed with the supplier, shipped, received, closed; or cancelled before it ships. */
export const ORDER_STATUSES = ["draft", "confirmed", "shipped", "received", "closed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The steps a user takes on an order; `draft` is the row written when the order is first saved. */
export const ORDER_STEPS = ["confirm", "ship", "receive", "close", "cancel"] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];
export type OrderStepRow = "draft" | OrderStep;

/** The one table of allowed steps: from which statuses each is taken and where it leads. */
export const ORDER_STEP_RULES: Record<OrderStep, { from: readonly OrderStatus[]; to: OrderStatus }> = {
  confirm: { from: ["draft"], to: "confirmed" },
  ship: { from: ["confirmed"], to: "shipped" },
  receive: { from: ["shipped"], to: "received" },
  close: { from: ["received"], to: "closed" },
  cancel: { from: ["draft", "confirmed"], to: "cancelled" },
};

/** Only a draft's header and lines change, and only a draft is deleted. */
export const isDraft = (status: OrderStatus) => status === "draft";

/** The steps an order in `status` may take, in the table's order (the page's buttons). */
export const stepsFrom = (status: OrderStatus): OrderStep[] => ORDER_STEPS.filter((step) => ORDER_STEP_RULES[step].from.includes(status));

/** The refusal of a step from a status, or null when the table allows it. */
export const orderStepRefusal = (step: OrderStep, status: OrderStatus): string | null => (ORDER_STEP_RULES[step].from.includes(status) ? null : o.stepNotAllowed);

/** The status a history of steps leads to from a draft, or the index of the first step out of order. */
export function replayOrderSteps(steps: readonly OrderStep[]): { status: OrderStatus } | { outOfOrder: number } {
  let status: OrderStatus = "draft";
  for (const [i, step] of steps.entries()) {
    if (orderStepRefusal(step, status)) return { outOfOrder: i };
    status = ORDER_STEP_RULES[step].to;
  }
  return { status };
}

/** The steps that lead a new draft to `status` (the seeds' and tests' histories). */
export function stepsTo(status: OrderStatus): OrderStep[] {
  if (status === "cancelled") return ["cancel"];
  const path: OrderStep[] = [];
  let at: OrderStatus = "draft";
  while (at !== status) {
    const step = ORDER_STEPS.find((s) => s !== "cancel" && ORDER_STEP_RULES[s].from.includes(at))!;
    path.push(step);
    at = ORDER_STEP_RULES[step].to;
  }
  return path;
}
