import { createProviderClient } from "../app/provider/client.server";
import { queryCountry, queryCurrency, queryLocation } from "../app/provider/places.server";
import { hsMessages as hm } from "../contract/hs";
import { countryPageSchema, currencyPageSchema, locationPageSchema, placesMessages as pm } from "../contract/places";
import { paths } from "../contract/paths";
import { OPEN_API_CLIENT } from "./testing/fixtures";
import { startTestSimulator, type TestSimulator } from "./testing/harness";

// One simulator for the file: the places are read-only, and loading them is the slow part.
let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator({ placesReference: true });
});
afterAll(() => sim.close());

const credential = () => ({ appKey: OPEN_API_CLIENT.id, appSecret: OPEN_API_CLIENT.secret, timestamp: sim.now() });

async function answerOf(path: string, body: Record<string, unknown>) {
  const answer = await sim.post(path, { json: { ...body, openApiCredential: credential() } });
  expect(answer.status).toBe(200);
  expect(answer.body.status, answer.text).toBe(200);
  return answer.body.data;
}
const locationsOf = async (body: Record<string, unknown>) => locationPageSchema.parse(await answerOf(paths.hsOpenApi.queryLocation, body));
const countriesOf = async (body: Record<string, unknown>) => countryPageSchema.parse(await answerOf(paths.hsOpenApi.queryCountry, body));
const currenciesOf = async (body: Record<string, unknown>) => currencyPageSchema.parse(await answerOf(paths.hsOpenApi.queryCurrency, body));
const codes = async (body: Record<string, unknown>) => (await locationsOf(body)).list.map((place) => place.locode);

describe("queryLocation", () => {
  it("finds a LOCODE first, written whole or with a space", async () => {
    const found = await locationsOf({ keyword: "USLGB" });
    expect(found.list[0]).toEqual({
      locode: "USLGB",
      country: "US",
      countryName: { en: "US", zh: "美利坚合众国", tw: "美利堅合眾國" },
      name: "Long Beach",
      subdivision: "CA",
      functions: ["seaport", "rail", "road", "airport"],
      iata: "LGB",
      status: "AI",
    });
    expect((await codes({ keyword: "us lgb" }))[0]).toBe("USLGB");
    expect((await locationsOf({ keyword: "HKHKG" })).list[0]).toMatchObject({
      locode: "HKHKG",
      name: "Hong Kong",
      countryName: { en: "Hong Kong", zh: "中国香港特别行政区" },
      functions: ["seaport", "airport", "postal"],
    });
  });

  it("finds Long Beach's port by name ahead of its namesakes, without regard to case", async () => {
    const found = await codes({ keyword: "long beach" });
    expect(found[0]).toBe("USLGB");
    expect(found).toEqual(expect.arrayContaining(["USLB3", "USLBH", "USNGC"]));
    expect((await codes({ keyword: "LONG BEACH" }))[0]).toBe("USLGB");
  });

  it("ranks the code, then codes it starts, then names equal to, starting with and containing the keyword", async () => {
    // "USL" starts 870 US codes, listed in code order; then Uslar (DE), then Kupyans'k Uslovoi (UA).
    const prefix = await locationsOf({ keyword: "usl", pageSize: 50 });
    expect(prefix.pagination.total).toBe(872);
    const firstPage = prefix.list.map((p) => p.locode);
    expect(firstPage.every((code) => code.startsWith("USL"))).toBe(true);
    expect(firstPage).toEqual([...firstPage].sort());
    expect((await codes({ keyword: "usl", pageSize: 50, currentPage: 18 })).slice(-2)).toEqual(["DEUSA", "UAKUP"]);

    const rotterdam = await locationsOf({ keyword: "rotterdam", pageSize: 50 });
    expect(rotterdam.list.slice(0, 2).map((p) => p.locode)).toEqual(["NLRTM", "USRAJ"]);
    const names = rotterdam.list.map((p) => p.name);
    expect(names.indexOf("Rotterdam Junction")).toBeGreaterThan(1);
    // "beach" is a later word of Long Beach's name: found, after the 7 US names that start with it.
    const beach = await locationsOf({ keyword: "beach", country: "US", pageSize: 50 });
    expect(beach.pagination.total).toBe(118);
    expect(beach.list.slice(0, 7).every((p) => p.name.startsWith("Beach"))).toBe(true);
    const later = [...beach.list, ...(await locationsOf({ keyword: "beach", country: "US", pageSize: 50, currentPage: 2 })).list];
    expect(later.slice(7).some((p) => p.name.startsWith("Beach"))).toBe(false);
    expect(later.map((p) => p.locode)).toContain("USLGB");
  });

  it("compares names without accents", async () => {
    const found = await locationsOf({ keyword: "paris la défense" });
    expect(found.list[0]).toMatchObject({ locode: "FRPLD", name: "Paris-La Defense" });
    expect((await codes({ keyword: "PARIS-LA-DEFENSE" }))[0]).toBe("FRPLD");
  });

  it("narrows to a country and to a function", async () => {
    const inChina = await locationsOf({ keyword: "shanghai", country: "cn", pageSize: 50 });
    expect(inChina.list[0].locode).toBe("CNSGH");
    expect(inChina.list.every((p) => p.country === "CN")).toBe(true);

    const airports = await locationsOf({ keyword: "shanghai", fn: "airport", pageSize: 50 });
    expect(airports.pagination.total).toBeLessThan(inChina.pagination.total);
    expect(airports.list.map((p) => p.locode)).toEqual(expect.arrayContaining(["CNSGH", "CNPVG", "CNSHA"]));
    expect(airports.list.every((p) => p.functions.includes("airport") && p.iata !== null)).toBe(true);
    expect(airports.list).not.toContainEqual(expect.objectContaining({ locode: "CNSHG" }));

    const crossings = await locationsOf({ fn: "borderCrossing", country: "CN", pageSize: 50 });
    expect(crossings.list.length).toBeGreaterThan(0);
    expect(crossings.list.every((p) => p.country === "CN" && p.functions.includes("borderCrossing"))).toBe(true);
  });

  it("pages through the matches without repeating them", async () => {
    const first = await locationsOf({ keyword: "san", currentPage: 1, pageSize: 20 });
    const second = await locationsOf({ keyword: "san", currentPage: 2, pageSize: 20 });
    expect(first.pagination.total).toBeGreaterThan(40);
    expect(second.pagination).toEqual({ ...first.pagination, current: 2 });
    const seen = new Set(first.list.map((p) => p.locode));
    expect(second.list.some((p) => seen.has(p.locode))).toBe(false);
  });

  it("lists every place in code order without a keyword, and nothing for a keyword of punctuation", async () => {
    const all = await locationsOf({ pageSize: 3 });
    expect(all.pagination.total).toBe(105_880);
    expect(all.list.map((p) => p.locode)).toEqual(["ADALV", "ADCAN", "ADEAC"]);
    expect(all.list[2].name).toBe("Escas");
    expect((await locationsOf({ keyword: "--" })).pagination.total).toBe(0);
    const waters = await locationsOf({ country: "XZ", pageSize: 1 });
    expect(waters.list[0].countryName).toBeNull();
  });
});

describe("queryCountry", () => {
  it.each(["CN", "cn", "CHN", "156", "China", "china", "中国"])("%s finds China first", async (keyword) => {
    const found = await countriesOf({ keyword });
    expect(found.list[0]).toMatchObject({
      alpha2: "CN",
      alpha3: "CHN",
      numeric: "156",
      nameEn: "China",
      nameZh: "中国",
      currencies: ["CNY"],
      dialCodes: ["86"],
    });
  });

  it("finds parts of names, with or without accents, and lists all in code order without a keyword", async () => {
    const hongKong = await countriesOf({ keyword: "中国" });
    expect(hongKong.list.map((c) => c.alpha2)).toEqual(expect.arrayContaining(["CN", "HK", "MO"]));
    expect((await countriesOf({ keyword: "cote d ivoire" })).list[0].alpha2).toBe("CI");
    expect((await countriesOf({ keyword: "36" })).list[0].alpha2).toBe("AU");
    const all = await countriesOf({ pageSize: 2 });
    expect(all.pagination.total).toBe(249);
    expect(all.list.map((c) => c.alpha2)).toEqual(["AD", "AE"]);
  });
});

describe("queryCurrency", () => {
  it("finds HKD by its code, its number, its name and the place that uses it", async () => {
    for (const keyword of ["HKD", "hkd", "344", "hong kong dollar", "Hong Kong"]) {
      const found = await currenciesOf({ keyword });
      expect(found.list[0], keyword).toEqual({ code: "HKD", numeric: "344", name: "Hong Kong Dollar", nameZh: "港元", nameTw: "港幣", minorUnit: 2, entities: ["HONG KONG"] });
    }
    const euro = await currenciesOf({ keyword: "france" });
    expect(euro.list.map((c) => c.code)).toContain("EUR");
    expect((await currenciesOf({ keyword: "gold" })).list[0]).toMatchObject({ code: "XAU", minorUnit: null });
  });
});

describe("refusals", () => {
  it.each([paths.hsOpenApi.queryLocation, paths.hsOpenApi.queryCountry, paths.hsOpenApi.queryCurrency])("%s needs the open-API credential", async (path) => {
    const none = await sim.post(path, { json: { keyword: "HKG" } });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ status: 401, message: hm.credentialMissing });
    const wrong = await sim.post(path, { json: { keyword: "HKG", openApiCredential: { ...credential(), appSecret: "wrong-secret" } } });
    expect(wrong.body).toEqual({ status: 401, message: hm.credentialRejected });
  });

  it("refuses a page over 50, an unknown function and a country that is not two letters, naming the field", async () => {
    const post = (path: string, body: Record<string, unknown>) => sim.post(path, { json: { ...body, openApiCredential: credential() } });
    expect((await post(paths.hsOpenApi.queryLocation, { pageSize: 51 })).body).toEqual({ status: 500, message: `pageSize: ${pm.pageSizeTooLarge}` });
    expect((await post(paths.hsOpenApi.queryCountry, { pageSize: 51 })).body).toEqual({ status: 500, message: `pageSize: ${pm.pageSizeTooLarge}` });
    expect((await post(paths.hsOpenApi.queryCurrency, { pageSize: 51 })).body).toEqual({ status: 500, message: `pageSize: ${pm.pageSizeTooLarge}` });
    expect((await post(paths.hsOpenApi.queryLocation, { fn: "harbour" })).body).toEqual({ status: 500, message: `fn: ${pm.functionInvalid}` });
    expect((await post(paths.hsOpenApi.queryLocation, { country: "USA" })).body).toEqual({ status: 500, message: `country: ${pm.countryInvalid}` });
    expect((await post(paths.hsOpenApi.queryLocation, { keyword: "x".repeat(101) })).body).toEqual({ status: 500, message: `keyword: ${pm.keywordTooLong}` });
  });
});

describe("the app's provider client", () => {
  it("looks places, countries and currencies up with its open-API credential and no bearer token", async () => {
    // The client stamps the credential with the real clock.
    sim.advance(Date.now() - sim.now());
    const client = createProviderClient({ baseUrl: sim.base, openApi: { key: OPEN_API_CLIENT.id, secret: OPEN_API_CLIENT.secret } });
    expect((await queryLocation(client, { keyword: "HKHKG", country: "" })).list[0].locode).toBe("HKHKG");
    expect((await queryCountry(client, { keyword: "HK" })).list[0].nameEnShort).toBe("Hong Kong");
    expect((await queryCurrency(client, { keyword: "HKD" })).list[0].code).toBe("HKD");
    expect(() => queryLocation(client, { pageSize: 51 })).toThrow(pm.pageSizeTooLarge);
  });
});
