import type { ClassifyStep } from "../contract/customs/classification";
import type { Jurisdiction } from "../contract/customs/goods";

/**
 * What the goods and classification book of tenant 10001 holds (DOMAIN §5.4): the goods of
 * cross-border sellers with the US HTS number each classifies under, and fifteen orders over
 * every status. The classification desk is two generated staff of 10001 in the HS Classifier
 * post (seeds/users.ts, faker seed 20261122), whom the book gives ROLE_CLASSIFIER; each reviews
 * the other's proposals.
 */
export const DESK = { classifier: "roy.harber74", reviewer: "amos_smith6" } as const;
/** The members who submit: the named editor, agent and admin (seeds/accounts.ts). */
export const MEMBERS = ["editor", "agent", "admin"] as const;

/**
 * [model, name, brand, origin, unit, lowest, reference, highest (USD), material, use, HTS10,
 * codes]: `order` goods take theirs from an approved order, `declared` ones carry HS6 and HTS
 * typed by the member, `none` have none yet.
 */
export type GoodsPlan = readonly [
  model: string, name: string, brand: string, origin: string, unit: string,
  lowest: string, reference: string, highest: string, material: string, usage: string, hts: string, codes: "order" | "declared" | "none",
];

export const GOODS_PLANS: readonly GoodsPlan[] = [
  ["TS-180-BLK", "Men's cotton crew-neck T-shirt", "Northpeak", "CN", "PCS", "2.10", "2.45", "3.00", "100% cotton knit, 180 g/m²", "Outerwear", "6109.10.00.12", "order"],
  ["TS-160-WMN", "Women's cotton V-neck T-shirt", "Northpeak", "CN", "PCS", "1.95", "2.30", "2.80", "100% cotton knit, 160 g/m²", "Outerwear", "6109.10.00.40", "declared"],
  ["TS-DRY-M", "Men's quick-dry sports T-shirt", "Stridewell", "VN", "PCS", "2.40", "2.90", "3.50", "100% polyester knit", "Sportswear", "6109.90.10.07", "declared"],
  ["PL-220-NVY", "Men's cotton piqué polo shirt", "Harbor & Pine", "CN", "PCS", "3.80", "4.50", "5.20", "100% cotton piqué knit", "Outerwear", "6105.10.00.10", "none"],
  ["BL-140-WHT", "Women's cotton knit blouse", "Lunaria", "CN", "PCS", "3.10", "3.60", "4.20", "100% cotton knit", "Outerwear", "6106.10.00.10", "none"],
  ["SW-300-GRY", "Women's cotton pullover", "Lunaria", "VN", "PCS", "6.50", "7.80", "9.00", "100% cotton, knitted", "Outerwear", "6110.20.20.20", "declared"],
  ["TR-HIKE-M", "Men's synthetic hiking trousers", "Ridgeway", "VN", "PCS", "6.90", "8.20", "9.50", "100% nylon, woven", "Outdoor trousers", "6203.43.90.11", "none"],
  ["RN-M-42", "Men's running shoes, textile uppers", "Stridewell", "CN", "PR", "9.80", "11.50", "13.00", "Knit polyester upper, rubber outer sole", "Running", "6404.11.20.30", "none"],
  ["RN-W-38", "Women's running shoes, textile uppers", "Stridewell", "CN", "PR", "9.50", "11.20", "12.80", "Knit polyester upper, rubber outer sole", "Running", "6404.11.20.60", "declared"],
  ["SL-EVA-01", "Moulded EVA slides", "Tidewalk", "CN", "PR", "1.20", "1.50", "1.90", "EVA foam upper and sole in one piece", "Beach and home slippers", "6402.99.31.90", "none"],
  ["PB-10K-USB", "Power bank 10,000 mAh", "VoltLeaf", "CN", "PCS", "5.20", "6.10", "7.00", "Lithium-ion cells in an ABS housing", "Charges phones on the go", "8507.60.00.90", "order"],
  ["PB-20K-PD", "Power bank 20,000 mAh, USB-C PD", "VoltLeaf", "CN", "PCS", "8.40", "9.60", "11.00", "Lithium-ion cells in an aluminium housing", "Charges phones and tablets", "8507.60.00.90", "declared"],
  ["BT-CR2032", "Lithium coin cells CR2032", "VoltLeaf", "CN", "PCS", "0.05", "0.07", "0.09", "Lithium manganese dioxide primary cell", "Watches, remotes, scales", "8506.50.00.10", "declared"],
  ["ES-5KWH", "Home battery energy storage system 5 kWh", "VoltLeaf", "CN", "SET", "480.00", "520.00", "600.00", "Lithium iron phosphate cells in a steel enclosure", "Stores solar power at home", "8507.60.00.30", "none"],
  ["TY-STK-01", "Baby stacking rings", "Little Oak", "CN", "SET", "1.10", "1.35", "1.60", "Polypropylene", "Toy for children under 3", "9503.00.00.11", "order"],
  ["TY-BLK-100", "Building blocks, 100 pieces", "Little Oak", "CN", "SET", "4.20", "4.90", "5.60", "ABS plastic", "Construction toy, ages 6 and up", "9503.00.00.90", "none"],
  ["TY-RC-CAR", "Remote-control toy car", "Zoomkin", "CN", "PCS", "6.80", "7.90", "9.10", "ABS body, electric motor, 2.4 GHz remote", "Toy, ages 8 and up", "9503.00.00.90", "none"],
  ["FN-SGR-4T", "Seagrass four-tier storage shelf", "Oakline", "CN", "PCS", "18.00", "21.50", "25.00", "Woven seagrass on an iron frame", "Household storage", "9403.89.60.15", "declared"],
  ["FN-TBL-SD", "Rubberwood side table", "Oakline", "CN", "PCS", "14.00", "16.50", "19.00", "Solid rubberwood", "Household furniture", "9403.60.80.81", "none"],
  ["MT-FOAM-Q", "Memory-foam mattress, queen", "Drifton", "CN", "PCS", "95.00", "110.00", "130.00", "Polyurethane memory foam, knitted cover", "Bedding", "9404.21.00.13", "none"],
  ["LP-LTN-MTL", "Electric metal lantern", "Lumenta", "CN", "PCS", "6.20", "7.40", "8.60", "Iron frame, glass panes, E14 lamp holder", "Decorative home lighting", "9405.49.00.00", "declared"],
  ["LP-SHD-PL", "Plastic lamp shades", "Lumenta", "CN", "PCS", "0.90", "1.10", "1.30", "Polycarbonate", "Parts of lamps", "9405.92.00.00", "none"],
  ["BG-BKP-30", "Backpack 30 L, polyester", "Trailbrook", "CN", "PCS", "6.50", "7.80", "9.20", "600D polyester outer surface", "Carries personal effects", "4202.92.31.20", "order"],
  ["BG-TOTE-PU", "Women's tote handbag, PU", "Lunaria", "CN", "PCS", "5.40", "6.30", "7.20", "PU-coated outer surface (plastic sheeting)", "Handbag", "4202.22.15.00", "none"],
  ["BG-WLT-LTH", "Men's leather wallet", "Harbor & Pine", "CN", "PCS", "3.20", "3.80", "4.40", "Cowhide leather outer surface", "Carried in the pocket", "4202.31.60.00", "none"],
  ["CS-CRM-50", "Moisturising face cream 50 ml", "Petalis", "CN", "PCS", "1.80", "2.20", "2.60", "Water, glycerin, shea butter", "Skin care", "3304.99.50.00", "order"],
  ["CS-LIP-RED", "Lipstick, matte red", "Petalis", "CN", "PCS", "0.90", "1.10", "1.40", "Waxes, oils, pigments", "Lip make-up", "3304.10.00.00", "declared"],
  ["CS-EYE-PAL", "Eyeshadow palette, 12 shades", "Petalis", "CN", "PCS", "1.60", "1.95", "2.30", "Pressed powder: talc, mica, pigments", "Eye make-up", "3304.20.00.00", "none"],
  ["KT-NYL-6P", "Nylon kitchen utensil set, 6 pieces", "Hearthly", "CN", "SET", "2.30", "2.80", "3.30", "Heat-resistant nylon", "Cooking", "3924.10.40.00", "declared"],
  ["KT-BOX-PP", "Food storage boxes, set of 5", "Hearthly", "CN", "SET", "2.90", "3.40", "3.90", "Polypropylene", "Kitchen storage", "3924.10.40.00", "none"],
  ["KT-POT-SS", "Stainless-steel stockpot 8 L", "Hearthly", "CN", "PCS", "9.50", "11.20", "12.90", "18/8 stainless steel", "Cooking on a stove", "7323.93.00.35", "none"],
  ["KT-MIX-600", "Countertop blender 600 W", "Hearthly", "CN", "PCS", "14.00", "16.80", "19.50", "Glass jar, steel blades, 600 W motor", "Blends food at home", "8509.40.00.15", "none"],
  ["HM-VAC-CD", "Cordless stick vacuum cleaner", "Sweeplite", "CN", "PCS", "38.00", "44.00", "52.00", "Motor 250 W, 0.6 l dust cup", "Cleans floors", "8508.11.00.00", "declared"],
  ["PH-CBL-C1", "USB-C charging cable, 1 m", "VoltLeaf", "CN", "PCS", "0.45", "0.60", "0.75", "Copper conductors, TPE jacket, USB-C connectors", "Charges and connects phones", "8544.42.90.90", "none"],
  ["PH-RTR-AX", "Wi-Fi 6 router", "Netmeadow", "CN", "PCS", "21.00", "24.50", "28.00", "Plastic housing, dual-band radio", "Home network routing", "8517.62.00.20", "none"],
  ["PH-SMT-64", "Smartphone 64 GB", "Netmeadow", "CN", "PCS", "62.00", "71.00", "80.00", "Glass, aluminium, lithium-ion battery", "Mobile phone", "8517.13.00.00", "none"],
  ["PH-EAR-TWS", "Wireless earphones", "Netmeadow", "CN", "SET", "5.80", "6.90", "8.00", "Plastic housings, charging case", "Listening", "8518.30.20.00", "none"],
  ["PH-SPK-BT", "Bluetooth speaker", "Netmeadow", "CN", "PCS", "7.20", "8.40", "9.80", "Single driver, ABS housing, battery", "Plays music", "8518.21.00.00", "none"],
  ["PC-KB-WL", "Wireless keyboard", "Keyloom", "CN", "PCS", "6.10", "7.20", "8.30", "ABS keys, 2.4 GHz receiver", "Computer input", "8471.60.20.00", "none"],
  ["PC-NB-14", "Laptop computer, 14 inch", "Keyloom", "CN", "PCS", "210.00", "245.00", "280.00", "Aluminium case, 1.4 kg", "Portable computing", "8471.30.01.00", "none"],
  ["PK-CTN-5L", "Corrugated shipping cartons, 5-layer", "Boxwell", "CN", "KG", "0.80", "0.95", "1.10", "Corrugated paperboard", "Packing for export", "4819.10.00.40", "none"],
];

/** Who takes a step: a member of MEMBERS, or the desk. */
export type Actor = (typeof MEMBERS)[number] | keyof typeof DESK;
export type StepPlan = readonly [step: ClassifyStep, by: Actor, note?: string];

/** [model, description, jurisdictions, steps]: the order's facts come with its goods. */
export type OrderPlan = readonly [model: string, description: string, jurisdictions: readonly Jurisdiction[], steps: readonly StepPlan[]];

const proposedAndApproved = (proposer: keyof typeof DESK, reviewer: keyof typeof DESK): StepPlan[] => [["claim", proposer], ["propose", proposer], ["approve", reviewer]];

export const ORDER_PLANS: readonly OrderPlan[] = [
  ["TS-180-BLK", "Men's T-shirts of cotton, knitted, crew neck, short sleeves", ["US", "CN"], [["submit", "editor"], ...proposedAndApproved("classifier", "reviewer")]],
  ["PB-10K-USB", "Portable power bank: lithium-ion accumulator with USB output, 10,000 mAh", ["US", "CN", "HK"], [["submit", "editor"], ...proposedAndApproved("reviewer", "classifier")]],
  ["TY-STK-01", "Stacking rings toy of plastics for children under 3 years", ["US", "HS"], [["submit", "agent"], ...proposedAndApproved("classifier", "reviewer")]],
  ["BG-BKP-30", "Backpack with outer surface of textile materials, polyester, 30 litres", ["US", "CN"], [
    ["submit", "editor"], ["claim", "classifier"], ["propose", "classifier"],
    ["return", "reviewer", "State whether the outer surface is textile or plastic-coated, and send a photo"],
    ["submit", "editor"], ...proposedAndApproved("classifier", "reviewer"),
  ]],
  ["CS-CRM-50", "Moisturising face cream, beauty and skin-care preparation, 50 ml jar", ["CN", "HK"], [["submit", "editor"], ...proposedAndApproved("reviewer", "classifier")]],
  ["RN-M-42", "Men's sports footwear, running shoes, outer soles of rubber, uppers of textile materials", ["US"], [["submit", "agent"], ["claim", "classifier"]]],
  ["KT-POT-SS", "Stockpot of stainless steel, table and kitchen household articles", ["US", "CN"], [["submit", "editor"], ["claim", "reviewer"], ["propose", "reviewer"]]],
  ["PH-CBL-C1", "Insulated electric cable fitted with USB-C connectors, 1 m, for charging phones", ["US", "CN", "HK"], [["submit", "editor"], ["claim", "classifier"], ["propose", "classifier"]]],
  ["TY-BLK-100", "Construction toy set of plastic building blocks, 100 pieces", ["US", "CN"], [["submit", "editor"]]],
  ["FN-TBL-SD", "Wooden furniture of a kind used in the home: side table of rubberwood", ["US"], [["submit", "editor"]]],
  ["MT-FOAM-Q", "Mattress of cellular plastics, memory foam, queen size", ["US", "CN"], [
    ["submit", "agent"], ["claim", "reviewer"], ["return", "classifier", "Give the width and depth: the US subheading depends on them"], ["submit", "agent"],
  ]],
  ["SL-EVA-01", "Slippers: footwear with outer soles and uppers of rubber or plastics, moulded EVA", ["US", "CN"], [
    ["submit", "editor"], ["claim", "classifier"], ["return", "reviewer", "Tell us whether the upper is attached by plugs (formed uppers) or moulded in one piece"],
  ]],
  ["CS-EYE-PAL", "Eye make-up preparations: pressed powder eyeshadow palette", ["CN"], [
    ["submit", "editor"], ["claim", "reviewer"], ["propose", "reviewer"], ["return", "classifier", "Attach the ingredient list with percentages by weight"],
  ]],
  ["PH-SMT-64", "Smartphone for cellular networks, 64 GB", ["US"], [["submit", "editor"], ["cancel", "editor"]]],
  ["BG-TOTE-PU", "Handbag with outer surface of plastic sheeting, PU", ["US", "CN"], [
    ["submit", "agent"], ["claim", "classifier"], ["return", "reviewer", "Send the material test report"], ["cancel", "agent"],
  ]],
];

/** How far generated orders got: still waiting, claimed, proposed, returned or withdrawn (none approved: a goods item keeps one classification). */
const GENERATED_PATHS: readonly ((member: (typeof MEMBERS)[number]) => StepPlan[])[] = [
  (member) => [["submit", member]],
  (member) => [["submit", member], ["claim", "classifier"]],
  (member) => [["submit", member], ["claim", "reviewer"], ["propose", "reviewer"]],
  (member) => [["submit", member], ["claim", "classifier"], ["return", "reviewer", "Send a photo of the goods and its label"]],
  (member) => [["submit", member], ["cancel", member]],
  (member) => [["submit", member], ["claim", "classifier"], ["propose", "classifier"]],
  (member) => [["submit", member], ["claim", "reviewer"], ["return", "classifier", "Give the material composition by weight"]],
];
const GENERATED_JURISDICTIONS: readonly (readonly Jurisdiction[])[] = [["US"], ["US", "CN"], ["CN", "HK"], ["US", "CN", "HK"]];
/** Orders beyond the named ones, so the admin's and the agent's own lists page: half each. */
const GENERATED_ORDERS = 52;

/** The named orders, then generated ones over the goods, submitted in turn by the admin and the agent. */
export const ALL_ORDER_PLANS: readonly OrderPlan[] = [
  ...ORDER_PLANS,
  ...Array.from({ length: GENERATED_ORDERS }, (_, n): OrderPlan => {
    const [model, name, , , , , , , material, usage] = GOODS_PLANS[(n * 7) % GOODS_PLANS.length];
    return [model, `${name}: ${material.charAt(0).toLowerCase()}${material.slice(1)}; ${usage.toLowerCase()}`, GENERATED_JURISDICTIONS[n % GENERATED_JURISDICTIONS.length], GENERATED_PATHS[n % GENERATED_PATHS.length](n % 2 === 0 ? "admin" : "agent")];
  }),
];
