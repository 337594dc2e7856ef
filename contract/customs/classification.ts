import { z } from "zod";
import { resourcePaths, timeSchema } from "../admin/resource";
import { idSchema } from "../envelope";
import { attachmentUrlSchema } from "../file";
import { hsSegmentSchema, usHtsLineSchema } from "../hs";
import { requiredText } from "../usa/common";
import { CODE_FIELDS, codeFields, codeRules, JURISDICTIONS, type Codes, type Jurisdiction } from "./goods";
import { customsMessages as c, type CustomsMessage } from "./messages";
import { REVIEW_PATHS } from "../workflow/classification-review";

/**
 * Classification orders (归类, DOMAIN §3.3): a member submits goods with the facts a classifier
 * needs; a classifier claims the order and proposes a code per requested jurisdiction with the
 * rules applied; a reviewer other than the classifier approves (the codes go onto the goods) or
 * returns it with a reason. Every step is a row of its own, with who and when.
 */
const paths = resourcePaths("customs", "ClassifyOrder");
export const classifyOrderPaths = {
  ...paths,
  /** `POST {id}`: a returned order, edited, goes back to the queue. */
  submit: `${paths.base}/submitClassifyOrder`,
  /** `POST {id}`: a classifier takes a submitted order. */
  claim: `${paths.base}/claimClassifyOrder`,
  /** `POST proposeClassifyOrderSchema`: the claiming classifier's codes and rationale (again to revise them). */
  propose: `${paths.base}/proposeClassifyOrder`,
  /** `POST {id}`: a reviewer signs off; the codes are written onto the goods in the same transaction. */
  approve: `${paths.base}/approveClassifyOrder`,
  /** `POST {id, reason}`: back to the member. */
  return: `${paths.base}/returnClassifyOrder`,
  /** `POST {id}`: the member withdraws a submitted or returned order. */
  cancel: `${paths.base}/cancelClassifyOrder`,
  /** `GET ?id=`: HS subheadings the public HS search finds for the order's description, with the US HTS lines under each. */
  candidates: `${paths.base}/queryClassifyOrderCandidates`,
} as const;

export const CLASSIFY_STATUSES = ["submitted", "in_review", "classified", "returned", "cancelled"] as const;
export type ClassifyStatus = (typeof CLASSIFY_STATUSES)[number];
export const CLASSIFY_STEPS = ["submit", "claim", "propose", "approve", "return", "cancel"] as const;
export type ClassifyStep = (typeof CLASSIFY_STEPS)[number];

/** Where each step may be taken from, where it leads, and the refusal otherwise. Submitting also opens an order (from none). */
export const STEP_RULES: Record<ClassifyStep, { from: readonly (ClassifyStatus | null)[]; to: ClassifyStatus; refusal: CustomsMessage }> = {
  submit: { from: [null, "returned"], to: "submitted", refusal: c.notResubmittable },
  claim: { from: ["submitted"], to: "in_review", refusal: c.notClaimable },
  propose: { from: ["in_review"], to: "in_review", refusal: c.notInReview },
  approve: { from: ["in_review"], to: "classified", refusal: c.notInReview },
  return: { from: ["in_review"], to: "returned", refusal: c.notInReview },
  cancel: { from: ["submitted", "returned"], to: "cancelled", refusal: c.notCancellable },
};
/** The member edits the facts while nobody works on them. */
export const EDITABLE_STATUSES: readonly ClassifyStatus[] = ["submitted", "returned"];

/** The refusal of a step from a status, or null when the step fits. */
export function stepRefusal(step: ClassifyStep, status: ClassifyStatus | null): CustomsMessage | null {
  return STEP_RULES[step].from.includes(status) ? null : STEP_RULES[step].refusal;
}

/** The status a history of steps leads to, or the first step out of order (its index). */
export function replaySteps(steps: readonly ClassifyStep[]): { status: ClassifyStatus | null } | { outOfOrder: number } {
  let status: ClassifyStatus | null = null;
  for (const [i, step] of steps.entries()) {
    if (stepRefusal(step, status)) return { outOfOrder: i };
    status = STEP_RULES[step].to;
  }
  return { status };
}

/** The rules of interpretation a classifier cites (DOMAIN §3.3: GRI 1–6). */
export const GRI_RULES = ["1", "2a", "2b", "3a", "3b", "3c", "4", "5a", "5b", "6"] as const;

/** A multiselect posts one entry per value; a single value arrives as a string. */
const listOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (typeof v === "string" ? (v === "" ? [] : v.split(",")) : v), z.array(z.enum(values)).min(1, message).transform((list) => values.filter((value): value is T[number] => (list as string[]).includes(value))));

export const classifyOrderFields = {
  goodsId: z.string().trim().regex(/^\d{1,20}$/, c.goodsUnknown),
  /** The full description: what the product is, as the member would put it on a ruling request. */
  description: requiredText(1000),
  functionUse: requiredText(255),
  /** Materials with their share by weight, e.g. "100% cotton knit, 180 g/m²". */
  material: requiredText(255),
  jurisdictions: listOf(JURISDICTIONS, c.jurisdictionsNeeded),
  /** Photos or the spec sheet. */
  attachmentUrl: attachmentUrlSchema,
};

export const addClassifyOrderSchema = z.object(classifyOrderFields);
export const updateClassifyOrderSchema = z.object({ ...classifyOrderFields, id: idSchema });
export const classifyOrderIdSchema = z.object({ id: idSchema });
export const returnClassifyOrderSchema = z.object({ id: idSchema, reason: requiredText(255) });

/** The codes the requested jurisdictions need (HS6 always: every national code extends it), and none other. */
function proposalRules(jurisdictions: readonly Jurisdiction[]) {
  return (values: Codes, ctx: z.RefinementCtx) => {
    codeRules(values, ctx);
    for (const [jurisdiction, field] of Object.entries(CODE_FIELDS) as [Jurisdiction, keyof Codes][]) {
      const wanted = field === "hs6" || jurisdictions.includes(jurisdiction);
      if (wanted && !values[field]) ctx.addIssue({ code: "custom", path: [field], message: c.codeMissing });
      if (!wanted && values[field]) ctx.addIssue({ code: "custom", path: [field], message: c.codeNotRequested });
    }
  };
}

const proposalFields = { id: idSchema, ...codeFields, gri: listOf(GRI_RULES, c.griNeeded), rationale: requiredText(2000) };
/** A proposal's shape alone (the form's limits); `proposalSchemaFor` adds what the order's jurisdictions need. */
export const proposeClassifyOrderSchema = z.object(proposalFields);
export const proposalSchemaFor = (jurisdictions: readonly Jurisdiction[]) => z.object(proposalFields).superRefine(proposalRules(jurisdictions));

export const classifyStepSchema = z.object({
  id: idSchema,
  step: z.enum(CLASSIFY_STEPS),
  fromStatus: z.enum(CLASSIFY_STATUSES).nullish(),
  toStatus: z.enum(CLASSIFY_STATUSES),
  username: z.string(),
  /** The rationale of a proposal, the reason of a return. */
  note: z.string().nullish(),
  /** A proposal's codes. */
  codes: z.record(z.string(), z.string().nullable()).nullish(),
  createTime: timeSchema,
});
export type ClassifyStepRow = z.infer<typeof classifyStepSchema>;

export const classifyOrderSchema = z.object({
  ...classifyOrderFields,
  id: idSchema,
  /** CLS-YYMM-NNNN, given by the provider. */
  orderNo: z.string(),
  goodsId: z.string(),
  jurisdictions: z.array(z.enum(JURISDICTIONS)),
  status: z.enum(CLASSIFY_STATUSES),
  createByName: z.string(),
  assigneeName: z.string().nullish(),
  claimedAt: timeSchema,
  proposedHs6: z.string().nullish(),
  proposedHtsCode: z.string().nullish(),
  proposedCnCode: z.string().nullish(),
  proposedHkCode: z.string().nullish(),
  gri: z.array(z.enum(GRI_RULES)).nullish(),
  rationale: z.string().nullish(),
  proposedByName: z.string().nullish(),
  proposedAt: timeSchema,
  reviewerName: z.string().nullish(),
  reviewedAt: timeSchema,
  returnReason: z.string().nullish(),
  // Derived on every read:
  goodsName: z.string().nullish(),
  modelNumber: z.string().nullish(),
  steps: z.array(classifyStepSchema),
  /** Which review the order follows (contract/workflow/classification-review.ts), and its process instance when by the process. */
  reviewPath: z.enum(REVIEW_PATHS).nullish(),
  reviewInstanceId: idSchema.nullish(),
  createTime: timeSchema,
  updateTime: timeSchema,
});
export type ClassifyOrder = z.infer<typeof classifyOrderSchema>;

/** Open orders (submitted, in review) first, then returned ones, then the closed; newest first in each. */
export const CLASSIFY_ORDER_SORTABLE = ["orderNo", "status", "createTime"] as const;

/** `queryClassifyOrderCandidates`: what the HS search found for the description. */
export const classifyCandidatesSchema = z.object({
  keyword: z.string(),
  candidates: z.array(
    z.object({
      code: z.string(),
      description: z.string(),
      segments: z.array(hsSegmentSchema).optional(),
      /** The chapter and heading above it. */
      path: z.array(z.object({ code: z.string(), description: z.string() })),
      usHts: z.array(usHtsLineSchema.pick({ htsCode: true, description: true, generalRate: true })),
    }),
  ),
});
export type ClassifyCandidates = z.infer<typeof classifyCandidatesSchema>;
