/** The figure whose movements the screen shows: `?figure=<goodsId>-<warehouseId>`, so the list keeps its place around it. */
export const FIGURE_PARAM = "figure";
