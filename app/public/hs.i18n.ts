/** The goods-classification pages' own texts (server-side only, `common.classification`). */
export const hsText = { en: {}, zh: {}, tw: {} } as const;
