/**
 * The goods and classification calls' refusals, in the provider's English (the app translates
 * them in app/resources/customs-messages.i18n.ts). Each names the rule or the step's clash.
 */
export const customsMessages = {
  priceShape: "a price is an amount with at most 2 decimals",
  priceOrder: "prices must keep lowest ≤ reference ≤ highest",
  hs6Shape: "an HS code has 6 digits, chapters 01–97",
  htsShape: "a US HTS number has 10 digits (NNNN.NN.NN.NN)",
  cnShape: "a China commodity code has 10 digits",
  hkShape: "a Hong Kong HKHS code has 8 digits",
  codeUnderHs6: "a national code begins with the six-digit HS code",
  nationalNeedsHs6: "give the six-digit HS code the national codes extend",
  modelTaken: "goods with this model number already exist",
  unitUnknown: "choose a unit of the unit dictionary",
  goodsUnknown: "choose goods of this tenant",
  goodsHasOrders: "classification orders name these goods; they stay for the orders' audit trail",
  jurisdictionsNeeded: "choose at least one jurisdiction",
  griNeeded: "name the General Rules of Interpretation applied",
  codeMissing: "propose a code for each jurisdiction requested",
  codeNotRequested: "propose codes only for the jurisdictions requested",
  orderKept: "a classification order stays for its audit trail; cancel it instead",
  notTheMember: "only the member who submitted the order may change it",
  notEditable: "only a submitted or returned order can be edited",
  notResubmittable: "only a returned order can be submitted again",
  notCancellable: "only a submitted or returned order can be cancelled",
  notClaimable: "only a submitted order can be claimed",
  notInReview: "the order is not in review",
  notTheAssignee: "only the classifier who claimed the order may propose its codes",
  noProposal: "there is no proposal to approve yet",
  fourEyes: "a classifier may not approve their own proposal: another reviewer signs off",
  marketUnknown: "choose a market: CN, US or HK",
  hs6Unknown: "the six-digit code is not an HS 2022 subheading",
  lineVersionTaken: "this code already has a version taking effect on this date",
  unitsRepeat: "the second statutory unit must differ from the first",
  supervisionShape: "supervision conditions are one letter or digit each, none repeated, e.g. AB",
  inspectionShape: "inspection categories are letters joined by '.', import before '/' and export after, e.g. M.R/N",
  elementsShape: "declaration elements are items separated by ';', numbered 0, 1, 2 … in order, e.g. 0:品牌类型;1:出口享惠情况",
  chinaOnly: "supervision conditions, inspection categories and declaration elements belong to China codes",
  lineUnknown: "no tariff line has this code in this market",
} as const;

export type CustomsMessage = (typeof customsMessages)[keyof typeof customsMessages];
