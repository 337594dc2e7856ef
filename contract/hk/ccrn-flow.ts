/**
 * A road consignment's e-ACI through ROCARS (DOMAIN §2.2): the statuses it passes, the steps that
 * move it, and the demo CCRN the simulated ROCARS answers with. Which step is allowed from which
 * status lives in one table, read by the forms, the simulator and the seeds alike.
 */

/**
 * draft → submitted → accepted (a CCRN) / rejected → bundled (with a vehicle) → crossed;
 * cancelled from any status before the truck is bundled.
 */
export const CCRN_STATUSES = ["draft", "submitted", "accepted", "rejected", "bundled", "crossed", "cancelled"] as const;
export type CcrnStatus = (typeof CCRN_STATUSES)[number];

export const CCRN_STEPS = ["submit", "amend", "bundle", "unbundle", "cross", "cancel"] as const;
export type CcrnStep = (typeof CCRN_STEPS)[number];

/** The refusals of a step out of turn, in the provider's English. */
export const ccrnFlowMessages = {
  notSubmittable: "only a draft or a rejected e-ACI can be submitted",
  notAmendable: "an e-ACI can be amended only while it is accepted and not yet bundled to a vehicle",
  notBundlable: "only an accepted e-ACI with its CCRN can be bundled to a vehicle",
  notUnbundlable: "only a bundled consignment that has not crossed can be taken off its vehicle",
  notCrossable: "only a bundled consignment can cross",
  notCancellable: "a consignment bundled to a vehicle or already crossed cannot be cancelled",
} as const;

/** Each step's statuses of departure and arrival. `submit` and `amend` arrive at submitted; ROCARS's answer moves it on. */
export const CCRN_STEP_RULES: Record<CcrnStep, { from: readonly CcrnStatus[]; to: CcrnStatus; refusal: string }> = {
  submit: { from: ["draft", "rejected"], to: "submitted", refusal: ccrnFlowMessages.notSubmittable },
  amend: { from: ["accepted"], to: "submitted", refusal: ccrnFlowMessages.notAmendable },
  bundle: { from: ["accepted"], to: "bundled", refusal: ccrnFlowMessages.notBundlable },
  unbundle: { from: ["bundled"], to: "accepted", refusal: ccrnFlowMessages.notUnbundlable },
  cross: { from: ["bundled"], to: "crossed", refusal: ccrnFlowMessages.notCrossable },
  cancel: { from: ["draft", "submitted", "accepted", "rejected"], to: "cancelled", refusal: ccrnFlowMessages.notCancellable },
};

/** An e-ACI is edited while ROCARS has not accepted it; an accepted one is amended (the provider's `notEditable`). */
export const CCRN_EDITABLE_STATUSES: readonly CcrnStatus[] = ["draft", "rejected"];

/** The refusal of a step from a status, or null when it fits. */
export function ccrnStepRefusal(step: CcrnStep, status: CcrnStatus): string | null {
  return CCRN_STEP_RULES[step].from.includes(status) ? null : CCRN_STEP_RULES[step].refusal;
}

/** The steps a consignment in this status offers, in the table's order (the screen's buttons). */
export const ccrnStepsFrom = (status: CcrnStatus): CcrnStep[] => CCRN_STEPS.filter((step) => ccrnStepRefusal(step, status) === null);

/**
 * The simulated ROCARS's acknowledgement: `CCRN-DEMO-YYYYMMDD-NNNNNN`, the day of acceptance and a
 * running number. The real CCRN's format was not found (DOMAIN §2.2), so the demo one says DEMO.
 */
export function demoCcrn(day: string, sequence: number): string {
  return `CCRN-DEMO-${day.replace(/-/g, "")}-${String(sequence).padStart(6, "0")}`;
}

/** CCRNs and UDRs are opaque system-issued references (DOMAIN §5.1). */
export const isOpaqueReference = (s: string) => /^[A-Z0-9-]{6,40}$/.test(s);
