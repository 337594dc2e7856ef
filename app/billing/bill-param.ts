/** The bill whose lines and settlements the screen shows: `?bill=<id>`, so the list keeps its place around it. */
export const BILL_PARAM = "bill";
