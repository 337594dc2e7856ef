/**
 * Everyday goods and the HS 2022 subheading a customs broker would file them under, asked in
 * English and in Simplified Chinese (the test and the bench also ask the Traditional form,
 * converted by opencc-js). Where brokers would accept two subheadings (tea in small or large
 * packs), both are listed. The look-up's ranking is measured against this set: hs-ranking.test.ts
 * and `npm run bench`.
 */
export interface RankingCase {
  en: string;
  zh: string;
  /** The subheadings a broker would accept, the likeliest first. */
  codes: readonly string[];
}

export const RANKING_SET: readonly RankingCase[] = [
  { en: "cotton t-shirt", zh: "棉质T恤", codes: ["610910"] },
  { en: "frozen salmon fillet", zh: "冷冻鲑鱼片", codes: ["030481"] },
  { en: "solar panel", zh: "太阳能板", codes: ["854143"] },
  { en: "bluetooth headphones", zh: "蓝牙耳机", codes: ["851830"] },
  { en: "leather handbag", zh: "皮革手提包", codes: ["420221"] },
  { en: "laptop", zh: "笔记本电脑", codes: ["847130"] },
  { en: "smartphone", zh: "智能手机", codes: ["851713"] },
  { en: "office chair", zh: "办公椅", codes: ["940139", "940131"] },
  { en: "frozen shrimp", zh: "冷冻虾", codes: ["030617", "030616"] },
  { en: "household refrigerator", zh: "家用冰箱", codes: ["841821"] },
  { en: "bicycle", zh: "自行车", codes: ["871200"] },
  { en: "running shoes", zh: "运动鞋", codes: ["640411"] },
  { en: "television", zh: "电视机", codes: ["852872"] },
  { en: "green coffee beans", zh: "咖啡生豆", codes: ["090111"] },
  { en: "roasted coffee", zh: "烘焙咖啡", codes: ["090121"] },
  { en: "green tea", zh: "绿茶", codes: ["090210", "090220"] },
  { en: "bottled wine", zh: "瓶装葡萄酒", codes: ["220421"] },
  { en: "beer", zh: "啤酒", codes: ["220300"] },
  { en: "extra virgin olive oil", zh: "特级初榨橄榄油", codes: ["150920"] },
  { en: "honey", zh: "蜂蜜", codes: ["040900"] },
  { en: "toys", zh: "玩具", codes: ["950300"] },
  { en: "LED bulb", zh: "LED灯泡", codes: ["853952"] },
  { en: "lithium ion battery", zh: "锂电池", codes: ["850760"] },
  { en: "wooden furniture", zh: "木制家具", codes: ["940360"] },
  { en: "plastic bottles", zh: "塑料瓶", codes: ["392330"] },
  { en: "corrugated cardboard boxes", zh: "瓦楞纸箱", codes: ["481910"] },
  { en: "umbrella", zh: "雨伞", codes: ["660191", "660199"] },
  { en: "sunglasses", zh: "太阳眼镜", codes: ["900410"] },
  { en: "quartz wrist watch", zh: "石英手表", codes: ["910211", "910111"] },
  { en: "vacuum cleaner", zh: "吸尘器", codes: ["850811"] },
  { en: "hair dryer", zh: "吹风机", codes: ["851631"] },
  { en: "microwave oven", zh: "微波炉", codes: ["851650"] },
  { en: "printer", zh: "打印机", codes: ["844332"] },
  { en: "computer mouse", zh: "电脑鼠标", codes: ["847160"] },
  { en: "usb flash drive", zh: "U盘", codes: ["852351"] },
  { en: "car tyres", zh: "汽车轮胎", codes: ["401110"] },
  { en: "steel screws", zh: "钢螺钉", codes: ["731815", "731814", "731812"] },
  { en: "cotton jeans", zh: "牛仔裤", codes: ["620342", "620462"] },
  { en: "wool sweater", zh: "羊毛衫", codes: ["611011"] },
  { en: "silk scarf", zh: "丝巾", codes: ["621410", "611710"] },
  { en: "rice", zh: "大米", codes: ["100630"] },
  { en: "wheat flour", zh: "小麦粉", codes: ["110100"] },
  { en: "chocolate", zh: "巧克力", codes: ["180690", "180632", "180631"] },
  { en: "fresh apples", zh: "新鲜苹果", codes: ["080810"] },
  { en: "bananas", zh: "香蕉", codes: ["080390"] },
  { en: "frozen chicken wings", zh: "冷冻鸡翅", codes: ["020714"] },
  { en: "instant noodles", zh: "方便面", codes: ["190230"] },
  { en: "toothbrush", zh: "牙刷", codes: ["960321"] },
  { en: "shampoo", zh: "洗发水", codes: ["330510"] },
  { en: "perfume", zh: "香水", codes: ["330300"] },
  { en: "lipstick", zh: "口红", codes: ["330410"] },
  { en: "bar soap", zh: "香皂", codes: ["340111"] },
  { en: "gold jewellery", zh: "金饰", codes: ["711319"] },
  { en: "air conditioner", zh: "空调", codes: ["841510", "841581", "841582"] },
  { en: "washing machine", zh: "洗衣机", codes: ["845011"] },
  { en: "toilet paper", zh: "卫生纸", codes: ["481810"] },
  { en: "baby diapers", zh: "婴儿尿布", codes: ["961900"] },
  { en: "porcelain tableware", zh: "瓷餐具", codes: ["691110"] },
  { en: "stainless steel sink", zh: "不锈钢水槽", codes: ["732410"] },
  { en: "electric car", zh: "电动汽车", codes: ["870380"] },
];
