/**
 * What the import clearance demo book is made of (seeds/usa-clearance.ts): the goods each importer
 * brings in, the carriers' bill and container shapes, and one plan per shipment dated from the
 * anchor day. Parties, ports and carriers are named by the codes seeds/usa.ts gives them.
 */

/** Goods: HTS number, description, unit, and the Chapter 99 layer on China-origin goods (Section 301, indicative). */
export type Goods = { hts: string; description: string; unit: string; section301: string | null; rate?: string };

/**
 * Lines of seeds/data/us_hts_sample.csv take its rate; the others carry their own, which the line's
 * remark asks to verify. Section 301: List 3 goods 25 %, List 4A goods 7.5 %, toys and laptops none.
 */
export const GOODS = {
  tshirtMen: { hts: "6109.10.00.12", description: "Men's cotton knit T-shirts", unit: "doz.", section301: "7.5%" },
  tshirtWomen: { hts: "6109.10.00.40", description: "Women's cotton knit T-shirts", unit: "doz.", section301: "7.5%" },
  poloShirt: { hts: "6105.10.00.10", description: "Men's cotton knit polo shirts", unit: "doz.", section301: "7.5%" },
  blouse: { hts: "6106.10.00.10", description: "Women's cotton knit blouses", unit: "doz.", section301: "7.5%" },
  sweater: { hts: "6110.20.20.20", description: "Women's cotton pullovers", unit: "doz.", section301: "7.5%" },
  trousers: { hts: "6203.43.90.11", description: "Men's synthetic hiking trousers", unit: "doz.", section301: "7.5%" },
  sneakersMen: { hts: "6404.11.20.30", description: "Men's running shoes, textile uppers", unit: "prs.", section301: "7.5%" },
  sneakersWomen: { hts: "6404.11.20.60", description: "Women's running shoes, textile uppers", unit: "prs.", section301: "7.5%" },
  laptop: { hts: "8471.30.01.00", description: "Portable computers under 10 kg", unit: "No.", section301: null },
  keyboard: { hts: "8471.60.20.00", description: "Wireless keyboards", unit: "No.", section301: null },
  coinCell: { hts: "8506.50.00.10", description: "Lithium coin cells", unit: "No.", section301: "25%" },
  powerBank: { hts: "8507.60.00.90", description: "Lithium-ion battery packs", unit: "No.", section301: "25%" },
  vacuum: { hts: "8508.11.00.00", description: "Cordless stick vacuum cleaners", unit: "No.", section301: null },
  blender: { hts: "8509.40.00.15", description: "Countertop blenders", unit: "No.", section301: "25%" },
  router: { hts: "8517.62.00.20", description: "Wi-Fi routers", unit: "No.", section301: "25%" },
  speaker: { hts: "8518.21.00.00", description: "Bluetooth speakers", unit: "No.", section301: "25%" },
  headphones: { hts: "8518.30.20.00", description: "Wireless earphones", unit: "No.", section301: "7.5%" },
  furniture: { hts: "9403.89.60.15", description: "Household shelving units", unit: "No.", section301: "25%" },
  mattress: { hts: "9404.21.00.13", description: "Memory-foam mattresses", unit: "No.", section301: "25%" },
  lamps: { hts: "9405.49.00.00", description: "LED lamps and light fittings", unit: "No.", section301: "25%" },
  lampParts: { hts: "9405.92.00.00", description: "Lamp shades and parts of plastics", unit: "kg", section301: "25%" },
  toys: { hts: "9503.00.00.11", description: "Stacking toys for children under 3", unit: "No.", section301: null },
  cartons: { hts: "4819.10.00.40", description: "Corrugated shipping cartons", unit: "kg", section301: "25%" },
  backpacks: { hts: "4202.92.31.20", description: "Backpacks of man-made fibres", unit: "No.", section301: "25%", rate: "17.6%" },
  leashes: { hts: "4201.00.30.00", description: "Dog leashes and harnesses", unit: "No.", section301: "25%", rate: "2.4%" },
  kitchenware: { hts: "3924.10.40.00", description: "Plastic kitchen utensils", unit: "No.", section301: "7.5%", rate: "3.4%" },
  skinCare: { hts: "3304.99.50.00", description: "Skin-care creams", unit: "kg", section301: "7.5%", rate: "Free" },
  lipMakeUp: { hts: "3304.10.00.00", description: "Lip make-up", unit: "kg", section301: "7.5%", rate: "Free" },
} satisfies Record<string, Goods>;

type GoodsName = keyof typeof GOODS;

/** Importer code → the exporter who ships, the goods' origin, and what it buys. FDA reviews cosmetics (DOMAIN §1.14). */
export const TRADES: Record<string, { shipper: string; origin: string; goods: readonly GoodsName[]; fda?: true }> = {
  "IOR-PTO": { shipper: "EXP-QZB", origin: "CN", goods: ["backpacks", "sneakersMen", "tshirtMen"] },
  "IOR-LMB": { shipper: "EXP-DGL", origin: "CN", goods: ["lamps", "lampParts"] },
  "IOR-SLP": { shipper: "EXP-YWT", origin: "CN", goods: ["leashes", "cartons"] },
  "IOR-CHK": { shipper: "EXP-NBH", origin: "CN", goods: ["kitchenware", "blender"] },
  "IOR-BLT": { shipper: "EXP-BSN", origin: "KR", goods: ["powerBank", "speaker"] },
  "IOR-GRN": { shipper: "EXP-FSF", origin: "CN", goods: ["furniture", "mattress", "cartons"] },
  "IOR-SUN": { shipper: "EXP-DGL", origin: "CN", goods: ["lamps", "furniture"] },
  "IOR-MTN": { shipper: "EXP-HCM", origin: "VN", goods: ["sweater", "trousers", "sneakersWomen"] },
  "IOR-HRB": { shipper: "EXP-YWT", origin: "CN", goods: ["toys", "tshirtWomen"] },
  "IOR-AUR": { shipper: "EXP-BRW", origin: "CN", goods: ["keyboard", "laptop", "furniture"] },
  "IOR-CRL": { shipper: "EXP-KWA", origin: "CN", goods: ["tshirtWomen", "blouse"] },
  "IOR-MPL": { shipper: "EXP-BRW", origin: "CN", goods: ["powerBank", "vacuum"] },
  "IOR-BRW": { shipper: "EXP-BRW", origin: "CN", goods: ["router", "headphones", "powerBank", "coinCell"] },
  "IOR-NBH": { shipper: "EXP-NBH", origin: "CN", goods: ["mattress", "furniture", "kitchenware"] },
  "IOR-YWT": { shipper: "EXP-YWT", origin: "CN", goods: ["toys", "cartons"] },
  "IOR-KWA": { shipper: "EXP-HCM", origin: "VN", goods: ["tshirtMen", "poloShirt", "sweater"] },
  "IOR-GZB": { shipper: "EXP-GZB", origin: "CN", goods: ["skinCare", "lipMakeUp"], fda: true },
  "IOR-XMF": { shipper: "EXP-XMF", origin: "CN", goods: ["sneakersMen", "sneakersWomen"] },
  "IOR-PAC": { shipper: "EXP-NTS", origin: "CN", goods: ["tshirtMen", "poloShirt"] },
  "IOR-SEA": { shipper: "EXP-QDT", origin: "CN", goods: ["powerBank", "vacuum"] },
  "IOR-DGE": { shipper: "EXP-DGE", origin: "CN", goods: ["router", "headphones", "speaker"] },
  "IOR-QDT": { shipper: "EXP-QDT", origin: "CN", goods: ["powerBank", "cartons"] },
};

/**
 * Master bills in each line's shape (DOMAIN §1.10), with synthetic numbers that run 9000…, and the
 * line's container owner codes (ISO 6346 prefixes, DOMAIN §1.11).
 */
export const LINES: Record<string, { bill: (n: number) => string; owners: readonly string[] }> = {
  MAEU: { bill: (n) => `MAEU9000${String(n).padStart(5, "0")}`, owners: ["MSK", "MRK"] },
  MSCU: { bill: (n) => `MEDUDM90${String(n).padStart(4, "0")}`, owners: ["MSC", "MED"] },
  CMDU: { bill: (n) => `CMDUDMO900${String(n).padStart(4, "0")}`, owners: ["CMA"] },
  COSU: { bill: (n) => `COSU900000${String(n).padStart(4, "0")}`, owners: ["CSN", "CBH"] },
  HLCU: { bill: (n) => `HLCUDMO90000${String(n).padStart(4, "0")}`, owners: ["HLX", "HLB"] },
  ONEY: { bill: (n) => `ONEYDEMO9000${String(n).padStart(4, "0")}`, owners: ["ONE"] },
  EGLV: { bill: (n) => `EGLV90000000${String(n).padStart(4, "0")}`, owners: ["EGH", "EMC"] },
  YMLU: { bill: (n) => `YMLUE90000${String(n).padStart(4, "0")}`, owners: ["YML"] },
  ZIMU: { bill: (n) => `ZIMUDMO9${String(n).padStart(4, "0")}`, owners: ["ZIM"] },
  OOLU: { bill: (n) => `OOLU900000${String(n).padStart(4, "0")}`, owners: ["OOL"] },
};

/**
 * One shipment: importer, carrier (SCAC, or "air"), port of lading (UN/LOCODE), US port of
 * unlading (Schedule D), the day it reaches the US port counted from the anchor day, and how
 * long each container stays in the terminal once available (one number per container).
 * `flag`: late (ISF filed 12 h before lading), noIsf, hold (FDA), exam (released 3 days after
 * arrival), early (released the day it arrives), unentered (arrived, no entry filed: its boxes wait
 * in the terminal), bulk (a large importer's entry: every one of its goods, sixty times the usual value).
 */
export type Plan = [importer: string, carrier: string, lading: string | null, unlading: string, portDay: number, dwell: readonly number[], flag?: "late" | "noIsf" | "hold" | "exam" | "early" | "unentered" | "bulk"];

export const PLANS: Record<string, readonly Plan[]> = {
  "10001": [
    // waiting for the ISF: booked; one laden without it
    ["IOR-PTO", "MAEU", "CNXMN", "2709", 30, [1]],
    ["IOR-LMB", "COSU", "CNYTN", "2704", 27, [2]],
    ["IOR-SLP", "ONEY", "CNSHG", "2704", 6, [2], "noIsf"],
    // ISF filed, master bill to come
    ["IOR-CHK", "OOLU", "CNNBG", "2704", 16, [2]],
    ["IOR-GRN", "EGLV", "CNYTN", "2709", 17, [2, 3]],
    ["IOR-AUR", "HLCU", "CNSHG", "1001", 32, [3]],
    // on the water
    ["IOR-BLT", "MAEU", "KRPUS", "3002", 3, [2]],
    ["IOR-MTN", "EGLV", "VNSGN", "2704", 5, [2, 2], "late"],
    ["IOR-HRB", "COSU", "CNSHG", "2704", 8, [3]],
    ["IOR-BRW", "ONEY", "CNYTN", "2709", 10, [2, 4], "late"],
    ["IOR-NBH", "CMDU", "CNNBG", "4601", 12, [3]],
    ["IOR-YWT", "MSCU", "CNNBG", "1703", 2, [2]],
    // arrived, waiting for release
    ["IOR-KWA", "OOLU", "HKHKG", "2704", 0, [2, 2]],
    ["IOR-XMF", "YMLU", "CNXMN", "2709", -1, [3], "exam"],
    ["IOR-CRL", "CMDU", "HKHKG", "2709", -2, [4], "exam"],
    ["IOR-AUR", "air", null, "2720", 0, []],
    // released, a container not yet available: one under an FDA hold
    ["IOR-GZB", "OOLU", "CNNSA", "2704", -3, [3], "hold"],
    ["IOR-MPL", "MAEU", "CNSHG", "2709", -1, [2, 2]],
    ["IOR-SUN", "ZIMU", "CNYTN", "2704", 0, [2], "early"],
    // in the terminal: three past their last free day, two near it
    ["IOR-PTO", "MAEU", "CNXMN", "2709", -8, [9]],
    ["IOR-BRW", "COSU", "CNYTN", "2704", -9, [12, 3]],
    ["IOR-NBH", "OOLU", "CNNBG", "2704", -7, [8, 8]],
    ["IOR-YWT", "EGLV", "CNNBG", "2709", -4, [5]],
    ["IOR-LMB", "ONEY", "CNYTN", "2704", -5, [2, 7]],
    ["IOR-CHK", "CMDU", "CNNBG", "2704", -2, [2], "late"],
    ["IOR-KWA", "YMLU", "HKHKG", "2709", -2, [1, 3, 2]],
    // out of the terminal, on the road
    ["IOR-GRN", "MSCU", "CNYTN", "2704", -6, [5]],
    ["IOR-HRB", "COSU", "CNSHG", "2709", -5, [2, 3]],
    ["IOR-MTN", "MAEU", "VNSGN", "2704", -4, [3]],
    // delivered, empties to return
    ["IOR-SLP", "ONEY", "CNSHG", "2704", -7, [3]],
    ["IOR-AUR", "HLCU", "CNSHG", "1001", -6, [2, 2]],
    ["IOR-BLT", "MAEU", "KRPUS", "3002", -6, [3]],
    ["IOR-XMF", "YMLU", "CNXMN", "2709", -9, [6]],
    ["IOR-CRL", "CMDU", "HKHKG", "2709", -7, [2, 3]],
    // done: every empty back
    ["IOR-PTO", "MAEU", "CNXMN", "2709", -30, [2]],
    ["IOR-LMB", "COSU", "CNYTN", "2704", -25, [3, 4]],
    ["IOR-BRW", "ONEY", "CNYTN", "2709", -40, [2, 2, 3]],
    ["IOR-NBH", "OOLU", "CNNBG", "2704", -20, [6]],
    ["IOR-GZB", "OOLU", "CNNSA", "2704", -35, [2]],
    ["IOR-YWT", "EGLV", "CNNBG", "2709", -18, [3, 2]],
    ["IOR-CHK", "MSCU", "CNNBG", "5301", -45, [4]],
    ["IOR-BRW", "air", null, "2720", -12, []],
    // arrived without an entry: one due within days, one past the 15 days (General Order risk)
    ["IOR-GRN", "ONEY", "CNYTN", "2704", -13, [4], "unentered"],
    ["IOR-MPL", "CMDU", "CNSHG", "2709", -17, [4, 4], "unentered"],
    // a large entry two months back, which outgrows its importer's $50,000 continuous bond
    ["IOR-PTO", "MSCU", "CNXMN", "1001", -60, [3, 3, 4], "bulk"],
  ],
  "10003": [
    ["IOR-PAC", "MAEU", "CNSHG", "2704", 20, [2]],
    ["IOR-DGE", "EGLV", "CNYTN", "2709", 16, [2]],
    ["IOR-SEA", "CMDU", "CNQDG", "3001", 9, [2]],
    ["IOR-QDT", "HLCU", "CNQDG", "3002", 0, [3]],
    ["IOR-PAC", "YMLU", "CNSHG", "2704", -5, [6]],
    ["IOR-DGE", "OOLU", "HKHKG", "2709", -6, [2, 3]],
    ["IOR-SEA", "MAEU", "SGSIN", "3001", -30, [3]],
    ["IOR-QDT", "CMDU", "KRPUS", "3002", -12, [2]],
  ],
};
