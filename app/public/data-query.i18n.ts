/** The /DataQuery page's own texts (server-side only, `common.dataQuery`). */
export const dataQueryText = { en: {}, zh: {}, tw: {} } as const;
