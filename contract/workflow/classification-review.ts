/**
 * The classification order's review (four eyes) as a workflow process (decision 0027): where the
 * tenant's parameter `classification.reviewProcess` is "true", proposing codes starts the
 * `classifyReview` process for the order (business key = the order's id); its review task
 * completed with `approved: true` signs the codes off, completed otherwise, rejected or
 * terminated sends the order back with the comment as the reason.
 */
export const CLASSIFY_REVIEW_PROCESS_KEY = "classifyReview";
export const CLASSIFY_REVIEW_PARAM = "classification.reviewProcess";
/** The task's decision, a boolean variable. */
export const CLASSIFY_REVIEW_DECISION = "approved";

/** The two ways an order's proposal is signed off: four eyes on the classification screens, or the workflow process. */
export const REVIEW_PATHS = ["fourEyes", "process"] as const;
export type ReviewPath = (typeof REVIEW_PATHS)[number];
