/**
 * The billed open APIs (SPEC §7, /OpenApiInfo): the HS and place look-ups a developer may call
 * with an API user's key. Each is a JSON `POST` whose body carries the `openApiCredential`
 * block beside its parameters. Prices are integer minor units of the API user's currency; the
 * catalogue's are the defaults a new API user starts with.
 */
export const OPEN_API_CODES = ["queryHsCode", "queryHsCodeDetail", "queryLocation", "queryCountry", "queryCurrency"] as const;
export type OpenApiCode = (typeof OPEN_API_CODES)[number];

/** Where an API answers (contract/paths.ts `hsOpenApi` names the same paths). */
const pathOf = (code: OpenApiCode) => `/api/hs/openApi/${code}`;

export interface OpenApiParameter {
  name: string;
  type: "string" | "integer";
  required: boolean;
}

export interface OpenApiEntry {
  code: OpenApiCode;
  path: string;
  parameters: readonly OpenApiParameter[];
  /** The body's own parameters; the credential block is added by {@link exampleRequest}. */
  example: Record<string, unknown>;
  /** The envelope's `data` of the example's answer. */
  exampleAnswer: unknown;
  defaultPriceMinor: number;
}

const lookUp = [
  { name: "keyword", type: "string", required: false },
  { name: "currentPage", type: "integer", required: false },
  { name: "pageSize", type: "integer", required: false },
] as const satisfies readonly OpenApiParameter[];

const onePage = <T>(item: T) => ({ list: [item], pagination: { total: 1, pageSize: 1, current: 1 } });

const cotton = { code: "610910", level: 6, description: "T-shirts, singlets and other vests: of cotton", section: "XI", sectionName: "Textiles and textile articles", chapter: "61", path: [] };

export const OPEN_API_CATALOGUE: readonly OpenApiEntry[] = [
  {
    code: "queryHsCode",
    path: pathOf("queryHsCode"),
    parameters: [...lookUp, { name: "parent", type: "string", required: false }],
    example: { keyword: "610910", currentPage: 1, pageSize: 1 },
    exampleAnswer: onePage(cotton),
    defaultPriceMinor: 10,
  },
  {
    code: "queryHsCodeDetail",
    path: pathOf("queryHsCodeDetail"),
    parameters: [{ name: "code", type: "string", required: true }],
    example: { code: "610910" },
    exampleAnswer: { ...cotton, children: [], usHts: [] },
    defaultPriceMinor: 20,
  },
  {
    code: "queryLocation",
    path: pathOf("queryLocation"),
    parameters: [...lookUp, { name: "country", type: "string", required: false }, { name: "fn", type: "string", required: false }],
    example: { keyword: "Shenzhen", country: "CN", currentPage: 1, pageSize: 1 },
    exampleAnswer: onePage({ locode: "CNSZX", country: "CN", countryName: { en: "China", zh: "中国", tw: "中國" }, name: "Shenzhen", subdivision: "44", functions: ["seaport", "rail", "road", "airport"], iata: "SZX", status: "AI" }),
    defaultPriceMinor: 5,
  },
  {
    code: "queryCountry",
    path: pathOf("queryCountry"),
    parameters: lookUp,
    example: { keyword: "HK", currentPage: 1, pageSize: 1 },
    exampleAnswer: onePage({
      alpha2: "HK", alpha3: "HKG", numeric: "344", nameEn: "China, Hong Kong Special Administrative Region", nameEnShort: "Hong Kong", nameZh: "中国香港", nameTw: "中國香港",
      currencies: ["HKD"], dialCodes: ["852"], tld: ".hk", capital: null, continent: "AS", region: "Asia", subRegion: "Eastern Asia", independence: "Part of CN",
    }),
    defaultPriceMinor: 5,
  },
  {
    code: "queryCurrency",
    path: pathOf("queryCurrency"),
    parameters: lookUp,
    example: { keyword: "HKD", currentPage: 1, pageSize: 1 },
    exampleAnswer: onePage({ code: "HKD", numeric: "344", name: "Hong Kong Dollar", minorUnit: 2, entities: ["HONG KONG"], nameZh: "港元", nameTw: "港幣" }),
    defaultPriceMinor: 5,
  },
];

/** The catalogued API a path serves, if any (the news paths serve the marketing site only). */
export const openApiOf = (path: string): OpenApiEntry | undefined => OPEN_API_CATALOGUE.find((entry) => entry.path === path);

/** An example body as a developer sends it: the parameters and the credential block. */
export const exampleRequest = (entry: OpenApiEntry) => ({
  ...entry.example,
  openApiCredential: { appKey: "AK…", appSecret: "…", timestamp: 1767225600000 },
});
