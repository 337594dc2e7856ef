import { createContext, useContext } from "react";

/**
 * While the server renders a page: the text of one of the build's stylesheets by its href, or
 * undefined where it has none (the development server). Pages without React put their
 * stylesheets in the HTML with it (decision 0040). In the browser it is empty.
 */
export type StylesheetText = (href: string) => string | undefined;

export const InlineStylesContext = createContext<StylesheetText | undefined>(undefined);

export function useStylesheetText(): StylesheetText | undefined {
  return useContext(InlineStylesContext);
}
