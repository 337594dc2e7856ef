/**
 * Everyday Chinese words for goods and how the tariff says them, in Taiwan's tariff Chinese and
 * in the HS's English: a visitor types 藍牙耳機 or 手提包, the tariff says 耳機 and 手提袋
 * (handbags). Keys are in Traditional script, as services/hs-search.ts reads a query after
 * converting it (opencc-js); Simplified 手提包 and 耳机 arrive as their Traditional forms.
 * The English side is services/hs-search.ts SYNONYMS. A word earns a place here when people
 * type it and the tariff's own words would miss; words the tariff already uses (耳機, 蜂蜜) need
 * none, and still count as words when a query is cut into them.
 */
export interface TariffWords {
  /** The tariff's Chinese (Traditional) words for it; any one matching counts. */
  tw: readonly string[];
  /** The HS's English words for it: each entry's words must all appear. */
  en: readonly string[];
}

const w = (tw: string[], en: string[] = []): TariffWords => ({ tw, en });

export const GOODS_WORDS: Readonly<Record<string, TariffWords>> = {
  // Bags, clothes and shoes
  手提包: w(["手提袋"], ["handbags"]),
  手袋: w(["手提袋"], ["handbags"]),
  皮包: w(["手提袋"], ["handbags"]),
  包包: w(["手提袋"], ["handbags"]),
  背包: w(["背包", "旅行袋"], ["rucksacks"]),
  行李箱: w(["衣箱", "手提箱"], ["suit cases"]),
  T恤: w(["T恤衫"], ["t shirts"]),
  牛仔褲: w(["長褲"], ["trousers"]),
  毛衣: w(["套頭衫"], ["jerseys pullovers"]),
  羊毛衫: w(["羊毛製套頭衫"], ["jerseys wool"]),
  絲巾: w(["圍巾", "披巾"], ["scarves silk"]),
  圍巾: w(["圍巾"], ["scarves"]),
  運動鞋: w(["運動鞋靴"], ["sports footwear"]),
  球鞋: w(["運動鞋靴"], ["sports footwear"]),
  // Electronics and appliances
  耳機: w(["耳機"], ["headphones"]),
  耳麥: w(["耳機"], ["headphones"]),
  太陽能板: w(["光伏打電池", "太陽電池"], ["photovoltaic"]),
  太陽能電池板: w(["光伏打電池", "太陽電池"], ["photovoltaic"]),
  光伏板: w(["光伏打電池"], ["photovoltaic"]),
  筆記本電腦: w(["攜帶式自動資料處理機"], ["portable automatic data processing"]),
  筆記型電腦: w(["攜帶式自動資料處理機"], ["portable automatic data processing"]),
  筆電: w(["攜帶式自動資料處理機"], ["portable automatic data processing"]),
  電腦: w(["自動資料處理機"], ["automatic data processing"]),
  手機: w(["無線網路電話", "電話機"], ["smartphones"]),
  智能手機: w(["無線網路電話", "電話機"], ["smartphones"]),
  智慧型手機: w(["無線網路電話", "電話機"], ["smartphones"]),
  電視: w(["電視"], ["television"]),
  冰箱: w(["冰箱"], ["refrigerators"]),
  空調: w(["空氣調節器"], ["air conditioning"]),
  冷氣機: w(["空氣調節器"], ["air conditioning"]),
  吹風機: w(["乾髮器"], ["hair dryers"]),
  打印機: w(["印表機", "列表機"], ["printing"]),
  印表機: w(["印表機", "列表機"], ["printing"]),
  鼠標: w(["輸入或輸出單元"], ["input output units"]),
  滑鼠: w(["輸入或輸出單元"], ["input output units"]),
  U盤: w(["固態非揮發性儲存裝置"], ["solid state non volatile storage"]),
  隨身碟: w(["固態非揮發性儲存裝置"], ["solid state non volatile storage"]),
  燈泡: w(["燈泡"], ["lamps"]),
  LED: w(["發光二極體"], ["light emitting diode"]),
  鋰電池: w(["鋰離子蓄電池"], ["lithium ion"]),
  電池: w(["蓄電池", "電池"], ["accumulators"]),
  // Vehicles
  自行車: w(["腳踏車"], ["bicycles"]),
  單車: w(["腳踏車"], ["bicycles"]),
  電動汽車: w(["僅具有電動機動力"], ["only electric motor"]),
  電動車: w(["僅具有電動機動力"], ["only electric motor"]),
  汽車: w(["小客車", "車輛"], ["motor cars"]),
  輪胎: w(["氣胎"], ["pneumatic tyres"]),
  // Food and drink
  咖啡生豆: w(["未焙製咖啡"], ["coffee not roasted"]),
  生豆: w(["未焙製"], ["not roasted"]),
  烘焙: w(["已焙製"], ["roasted"]),
  瓶裝: w(["2公升或以下之容器"], ["2 litres or less"]),
  橄欖油: w(["橄欖油"], ["olive oil"]),
  特級初榨: w(["初榨", "橄欖油"], ["extra virgin"]),
  蜂蜜: w(["天然蜜"], ["honey"]),
  大米: w(["白米"], ["rice"]),
  米: w(["白米", "米"], ["rice"]),
  麵粉: w(["小麥粉"], ["wheat flour"]),
  新鮮: w(["鮮"], ["fresh"]),
  雞翅: w(["雞翅", "雞趐"], ["fowls cuts"]),
  方便麵: w(["速食麵"], ["pasta prepared"]),
  泡麵: w(["速食麵"], ["pasta prepared"]),
  鮭魚片: w(["鮭魚片"], ["fillets salmon"]),
  魚片: w(["魚片"], ["fillets"]),
  鮭魚: w(["鮭"], ["salmon"]),
  蝦: w(["蝦"], ["shrimps"]),
  // Household, cosmetics, materials
  洗髮水: w(["洗髮劑"], ["shampoos"]),
  洗髮精: w(["洗髮劑"], ["shampoos"]),
  口紅: w(["唇部化粧用品"], ["lip make up"]),
  唇膏: w(["唇部化粧用品"], ["lip make up"]),
  香皂: w(["肥皂"], ["soap"]),
  金飾: w(["貴金屬製首飾"], ["jewellery precious metal"]),
  首飾: w(["首飾"], ["jewellery"]),
  尿布: w(["尿墊"], ["napkins diapers"]),
  瓷: w(["瓷製"], ["porcelain"]),
  不鏽鋼: w(["不銹鋼"], ["stainless steel"]),
  水槽: w(["污水槽"], ["sinks"]),
  塑料: w(["塑膠"], ["plastics"]),
  紙箱: w(["箱、盒"], ["cartons boxes"]),
  辦公椅: w(["旋轉座物", "座物"], ["swivel seats"]),
  椅子: w(["座物"], ["seats"]),
  手錶: w(["手錶"], ["wrist watches"]),
  石英: w(["電動"], ["electrically operated"]),
};

/** Qualifiers that say nothing the tariff distinguishes (a Bluetooth headset is a headset). */
export const TARIFF_SILENT: ReadonlySet<string> = new Set(["藍牙", "無線", "智能", "智慧", "品牌", "的"]);
