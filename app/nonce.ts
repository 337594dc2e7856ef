import { createContext, useContext } from "react";

/**
 * The request's CSP nonce while the server renders a page (DESIGN §7). In the browser it is
 * empty: the scripts are already in the document, and browsers hide nonces from the DOM.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
