/** The request whose history a screen shows: `?request=<id>`, so the list keeps its place around it. */
export const REQUEST_PARAM = "request";
