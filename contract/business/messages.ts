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
