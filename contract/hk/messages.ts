/**
 * The Hong Kong basic-data calls' refusals, in the provider's English (the app translates them in
 * the screens' `provider` blocks, app/resources/hk-messages.i18n.ts).
 */
export const hkMessages = {
  brShape: "a Business Registration number is 8 digits",
  brTaken: "a declaring unit with this Business Registration number already exists",
  keepOneDefault: "one declaring unit stays the default: make another one the default instead",
  hkhsShape: "an HKHS commodity code is 8 digits",
  districtNeeded: "choose one of Hong Kong's 18 districts",
  divisionNeeded: "choose a mainland division",
  divisionUnknown: "choose a division of mainland China from the provider's regions",
  usccShape: "a unified social credit code is 18 characters whose last one is its check character",
  brOnlyHk: "a Business Registration number is given for a Hong Kong customer only",
  usccOnlyMainland: "a unified social credit code is given for a mainland customer only",
  addressUnknown: "choose an address of this tenant",
  addressInUse: "a customer still names this address as its default; change the customer first",
  unitUnknown: "choose a unit of the unit dictionary",
  amountShape: "an amount has at most 10 digits and 2 decimals",
  postalCodeShape: "a postal code is 6 digits",
} as const;
