import { jobMessages } from "#contract/jobs/messages";
import { createProviderClient } from "./client.server";
import { ProviderError } from "./errors";
import { POWERJOB_REFUSED, powerJobApi } from "./powerjob.server";

/** A client whose provider answers `body` to every call, recording what it was asked. */
function answering(body: unknown) {
  const asked: { url: string; method: string }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    asked.push({ url, method: String(init.method) });
    return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  }) as typeof globalThis.fetch;
  return { asked, api: powerJobApi(createProviderClient({ baseUrl: "http://provider", fetch }), { token: "t", lang: "en" }) };
}

describe("the PowerJob client", () => {
  it("unwraps PowerJob's envelope and sends a run as PowerJob's GET with its parameters", async () => {
    const { api, asked } = answering({ success: true, data: "123", message: null });
    await expect(api.runJob({ jobId: "1", appId: "2", instanceParams: '{"days":1}' })).resolves.toBe("123");
    expect(asked).toEqual([{ method: "GET", url: "http://provider/api/powerjob/job/run?jobId=1&appId=2&instanceParams=%7B%22days%22%3A1%7D" }]);
  });

  it("throws PowerJob's refusal with its message, and the gateway's refusal with its status", async () => {
    const refused = answering({ success: false, data: null, message: jobMessages.cronInvalid }).api.nextTriggerTimes({ timeExpressionType: "CRON", timeExpression: "x" });
    await expect(refused).rejects.toEqual(new ProviderError(jobMessages.cronInvalid, { status: POWERJOB_REFUSED, path: "/api/powerjob/job/nextTriggerTimes" }));
    const gateway = await answering({ status: 403, message: "no permission" }).api.listApps().catch((err: unknown) => err);
    expect(gateway).toBeInstanceOf(ProviderError);
    expect(gateway).toMatchObject({ status: 403 });
  });
});
