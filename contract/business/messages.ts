/**
 * The supplier calls' refusals, in the provider's English (the app words them in the screens'
 * `provider` blocks): each names the rule, so the value can be fixed at once.
 */
export const businessMessages = {
  supplierCodeTaken: "a supplier with this code already exists",
  usccInvalid: "a unified social credit code is 18 characters whose last is the check character of the first 17 (GB 32100-2015)",
  provinceUnknown: "choose a province of China",
  cityUnknown: "choose a city of China",
  cityNotInProvince: "the city is not in the chosen province",
  countyUnknown: "choose a county of the chosen city",
  countyNotInCity: "the county is not in the chosen city",
  supplierUnknown: "choose a supplier of this tenant",
  starLevel: "choose a star level from 1 to 5",
  periodReversed: "the period ends before it starts",
  periodTooLong: "a report covers at most 24 months",
} as const;

/** The order calls' refusals, in the provider's English (app/resources/orderList.i18n.ts words them). */
export const orderMessages = {
  orderUnknown: "choose an order of this tenant",
  notDraft: "only a draft order can be changed or deleted",
  stepNotAllowed: "this step does not follow from the order's status",
  noLines: "an order needs at least one line",
  tooManyLines: "an order holds at most 200 lines",
  quantityShape: "the quantity is a whole number from 1 to 1,000,000",
  weightShape: "a weight is a whole number of grams",
  grossBelowNet: "the gross weight cannot be less than the net weight",
  priceShape: "a unit price has at most 10 digits and 2 decimals",
  priceReasonNeeded: "a unit price outside the goods' lowest–highest range needs a reason",
  totalTooLarge: "the order's total is too large",
  warehouseNeeded: "choose the warehouse the goods are received into",
  supplierHasOrders: "the supplier has orders and cannot be deleted; disable it instead",
  supplierDisabled: "the supplier is disabled; choose an enabled one",
  reorderNothing: "choose a past order or at least one goods item to re-order",
} as const;
