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
  manifestQueryNeeded: "give a bill of lading or a container number",
  manifestQueryOne: "look up a bill of lading or a container number, not both at once",
  billIssuerShape: "a bill's issuer code is the carrier's four-letter SCAC",
} as const;

export type CustomsMessage = (typeof customsMessages)[keyof typeof customsMessages];
