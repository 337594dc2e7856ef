/** The markets whose national tariff lines extend the HS subheadings (DOMAIN §3.1). */
export const HS_MARKETS = ["CN", "US", "HK"] as const;
export type HsMarket = (typeof HS_MARKETS)[number];

/** How many digits a market's national code has: CN10, HTS10, HKHS8. */
export const NATIONAL_CODE_LENGTH: Record<HsMarket, number> = { CN: 10, US: 10, HK: 8 };
