import type { Language } from "~/lib/constants";
import * as en from "./en";
import * as tw from "./tw";
import * as zh from "./zh";

/** Server-side catalogues; the browser receives only its own language's (root loader). */
export const catalogues: Record<Language, { common: typeof en.common; provider: Record<string, string> }> = {
  en,
  zh,
  tw,
};
