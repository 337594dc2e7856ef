/**
 * Messages of the resource calls, in the provider's English (translated by the app's `provider`
 * namespace). Kept apart from the resource schemas, so a page that needs only these texts (the
 * login page's validation messages) does not download zod with them.
 */
export const resourceMessages = {
  required: "this field is required",
  tooLong: "this field is too long",
  notFound: "the record does not exist",
  pageTooLarge: "page size must be at most 1000",
  pageOutOfRange: "current page is out of range",
  paramKeyTaken: "a parameter with this key already exists",
  postCodeTaken: "a post with this code already exists",
  parentIsSelf: "a post cannot be its own parent",
  parentNotFound: "the parent post does not exist",
  hasChildren: "delete the child posts first",
  postHeld: "users still hold this post; give them another post first",
  notANumber: "must be a whole number",
} as const;
