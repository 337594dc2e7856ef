/**
 * China customs declarations (报关单; DOMAIN §3.2): a header with the trader, port, transport
 * and bill, and goods lines under CN10 codes in their statutory units.
 */

/** draft → submitted → accepted / rejected; a rejected declaration is edited and submitted again. */
export const DECLARATION_STATUSES = ["draft", "submitted", "accepted", "rejected"] as const;
export type DeclarationStatus = (typeof DECLARATION_STATUSES)[number];

/** The I/E flag of the declaration number: 1 import, 0 export (DOMAIN §3.2). */
export const DECLARATION_DIRECTIONS = ["import", "export"] as const;
export type DeclarationDirection = (typeof DECLARATION_DIRECTIONS)[number];

/** China's transport-mode codes (运输方式): 2 waterway, 3 rail, 4 road, 5 air, 6 mail. */
export const CN_TRANSPORT_MODES = ["2", "3", "4", "5", "6"] as const;
export type CnTransportMode = (typeof CN_TRANSPORT_MODES)[number];

/**
 * The supervision modes (监管方式) a cross-border seller declares under: 0110 general trade,
 * 9610 e-commerce B2C retail, 9710 e-commerce B2B direct export, 9810 e-commerce export to
 * overseas warehouses, 1039 market procurement.
 */
export const TRADE_MODES = ["0110", "9610", "9710", "9810", "1039"] as const;
export type TradeMode = (typeof TRADE_MODES)[number];
