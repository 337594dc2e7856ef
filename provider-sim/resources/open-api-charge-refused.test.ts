import { paths } from "../../contract/paths";
import { openApiUserPaths } from "../../contract/openapi/api-user";
import { menuButtons, openApiCalls } from "../../db/schema";
import { SimError } from "../http";
import { ok } from "../testing/answers";
import { ids, T1 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";
import { acrossTenants } from "../tenant";

/** A charge the ledger refuses (a short balance): what the prepaid ledger's debit will throw. */
const SHORT = "the balance does not cover this call";
vi.mock("./open-api-billing", async (original) => ({
  ...(await original<typeof import("./open-api-billing")>()),
  chargeOpenApiCall: (tx: import("../context").Queryable, apiUser: unknown, call: unknown) => {
    void tx, apiUser, call;
    throw new SimError(SHORT, 402);
  },
}));

let sim: TestSimulator;
beforeEach(async () => {
  sim = await startTestSimulator({ rateLimitFactor: 1000 });
  sim.db.insert(menuButtons).values({ id: "349100", menuCode: "OpenApiUser", buttonCode: "add", buttonName: "add", createTime: new Date(1) }).run();
});
afterEach(() => sim.close());

describe("a call whose charge is refused", () => {
  it("answers the refusal with no data, and keeps no answered row: only a free refused one", async () => {
    const admin = await sim.login("admin", T1);
    const key = (await ok(
      sim.post(openApiUserPaths.add, {
        token: admin,
        json: { name: "Short", ownerUserId: ids.admin, status: "enabled", allowedApis: ["queryCountry"], quotaPerDay: 5, currency: "CNY", queryHsCodePrice: "0.10", queryHsCodeDetailPrice: "0.20", queryLocationPrice: "0.05", queryCountryPrice: "0.05", queryCurrencyPrice: "0.05" },
      }),
    )) as { accessKey: string; secret: string };
    const answer = await sim.post(paths.hsOpenApi.queryCountry, { json: { keyword: "CN", openApiCredential: { appKey: key.accessKey, appSecret: key.secret, timestamp: sim.now() } } });
    expect(answer.body).toEqual({ status: 402, message: SHORT });
    const log = acrossTenants("test reads the whole log", () => sim.db.select().from(openApiCalls).all());
    expect(log.map((c) => [c.outcome, c.priceMinor, c.message])).toEqual([["refused", 0, SHORT]]);
  });
});
