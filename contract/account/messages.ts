/**
 * The prepaid account calls' refusals, in the provider's English (app/resources/prepaid.i18n.ts
 * words them in zh and tw): each names the rule, so the request can be fixed at once.
 */
export const accountMessages = {
  balanceShort: "the balance is too low: this movement would take it below zero",
  amountShape: "an amount is a whole number of cents above zero",
  amountSign: "the movement's amount has the wrong sign for its kind",
  currencyUnknown: "choose a currency the prepaid accounts keep",
  reasonRequired: "an adjustment needs a reason",
  periodReversed: "the period ends before it starts",
  receivingBankUnknown: "choose an enabled receiving bank account of this tenant",
  receivingBankCurrency: "the receiving bank account takes another currency",
  receivingBankTaken: "a receiving account with this number already exists",
  receivingBankUsed: "recharges name this bank account: disable it instead of deleting it",
  requestUnknown: "choose a request of this tenant",
  stepNotAllowed: "this step does not follow from the request's status",
  rejectReasonRequired: "a rejection needs a reason",
  proofRequired: "attach the transfer's proof",
  bankAccountUnknown: "choose one of your own bank accounts",
  accountUnknown: "choose an account of this tenant",
  accountNumberShape: "an account number is 6 to 40 digits, capital letters, spaces or dashes",
  swiftShape: "a SWIFT code is 8 or 11 letters and digits",
  transferReferenceShape: "the transfer reference is 1 to 64 characters",
  requestKeyShape: "the form's request key is 8 to 64 letters, digits or dashes: open the form again",
} as const;
