import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { providerMessages as pm } from "#contract/messages";
import { paths } from "#contract/paths";

/** A throwaway provider: counts the paths the login action calls and answers per path. */
const called: string[] = [];
let captchaRight = false;
const server = createServer((req, res: ServerResponse) => {
  const path = new URL(req.url ?? "", "http://x").pathname;
  called.push(path);
  req.resume();
  const send = (status: number, body: unknown) => res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  if (path === paths.account.compareCaptcha) {
    send(200, captchaRight ? { status: 200, message: pm.success } : { status: 500, message: pm.captchaWrong });
  } else if (path === paths.uaa.token) {
    send(400, { error: "invalid_grant", error_description: pm.badCredentials });
  } else {
    send(404, { status: 404, message: pm.notFound });
  }
});

let action: typeof import("./_auth.login").action;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("PROVIDER_URL", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.resetModules();
  ({ action } = await import("./_auth.login"));
}, 60_000); // the route module pulls in the UI kit: a slow first import on a busy machine
afterAll(async () => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  called.length = 0;
  captchaRight = false;
});

function postLogin(fields: Record<string, string>) {
  const body = new URLSearchParams({ intent: "account", tenantCode: "10001", username: "admin", password: "123456", captchaKey: "key-12345678", ...fields });
  const request = new Request("http://app.test/login", { method: "POST", body });
  return action({ request, params: {}, context: { nonce: "", requestId: "test", clientAddress: "127.0.0.1", describeUser: () => undefined } });
}

describe("the login action and the image captcha (SPEC §7 compareCaptcha)", () => {
  it("refuses a wrong captcha without calling the token endpoint", async () => {
    const answer = await postLogin({ charCaptcha: "zzzz" });
    expect(called).toEqual([paths.account.compareCaptcha]);
    expect(answer).toMatchObject({ formError: { text: pm.captchaWrong } });
  });

  it("refuses a missing captcha without calling the provider at all", async () => {
    const answer = await postLogin({ charCaptcha: "" });
    expect(called).toEqual([]);
    expect(answer).toMatchObject({ fieldErrors: { charCaptcha: pm.captchaRequired } });
  });

  it("asks for a token only once the captcha is right", async () => {
    captchaRight = true;
    const answer = await postLogin({ charCaptcha: "abcd" });
    expect(called).toEqual([paths.account.compareCaptcha, paths.uaa.token]);
    expect(answer).toMatchObject({ formError: { key: "errors.loginFailed" } });
  });
});
