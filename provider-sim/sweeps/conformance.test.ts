import { z } from "zod";
import { BUTTON_CODES } from "../../contract/admin/sysmenu";
import { menuButtons } from "../../db/schema";
import { T1 } from "../testing/fixtures";
import { startTestSimulator, type Answer, type TestSimulator } from "../testing/harness";
import { ORIGINAL_CALLS, type Expected, type Made, type OriginalCall } from "./original-calls";

let sim: TestSimulator;
beforeAll(async () => {
  sim = await startTestSimulator({ rateLimitFactor: 1000 });
  // Every screen offers every button, so the administrator holds each the calls check.
  const screens = ["sysuser", "syspost", "sysrole", "sysurl", "sysmenu", "sysorg", "sysdict", "sysregion", "sysparam", "appclient", "systenant", "notification", "onlinesysuser", "approvalUser"];
  const held = new Set(sim.db.select().from(menuButtons).all().map((b) => `${b.menuCode}:${b.buttonCode}`));
  const missing = screens.flatMap((menuCode) => BUTTON_CODES.filter((code) => !held.has(`${menuCode}:${code}`)).map((buttonCode) => ({ menuCode, buttonCode })));
  sim.db.insert(menuButtons).values(missing.map((b, i) => ({ id: String(880000 + i), ...b, buttonName: b.buttonCode, createTime: new Date() }))).run();
});
afterAll(() => sim.close());

const CONTENT_TYPES = { xlsx: "spreadsheetml.sheet", docx: "wordprocessingml.document", pdf: "application/pdf" } as const;

/** Why an answer does not read as the original client expects it, or undefined when it does. */
function mismatch(answer: Answer, expected: Expected): string | undefined {
  if ("file" in expected) {
    const type = answer.headers.get("content-type") ?? "";
    return type.includes(CONTENT_TYPES[expected.file]) && answer.text.length > 0 ? undefined : `not a ${expected.file} file: ${type} ${answer.text.slice(0, 120)}`;
  }
  const schema =
    "raw" in expected
      ? expected.raw
      : z.object({ status: z.literal(200), message: z.literal("success"), ...("data" in expected ? { data: expected.data } : {}) });
  const parsed = schema.safeParse(answer.body);
  return parsed.success ? undefined : `${answer.status} ${answer.text.slice(0, 160)} — ${parsed.error.issues.slice(0, 2).map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`;
}

describe("conformance with the original client", () => {
  it("answers every call of SPEC §7 with the method, parameters and shape the original client uses", async () => {
    const tokens = { admin: await sim.login("admin", T1), editor: await sim.login("editor", T1), none: undefined };
    const made: Made = {};
    const helpers = {
      made,
      imageCaptcha: async (key: string) => {
        await sim.get("/api/account/captcha/generateImageCaptcha", { query: { key } });
        return (await sim.get("/__dev/captcha", { query: { key } })).body.answer as string;
      },
      smsCode: async (mobile: string) => {
        await sim.get("/api/account/captcha/getSmsCaptcha", { query: { mobile, tenantCode: T1 } });
        const sent = (await sim.get("/__dev/outbox", { query: { to: mobile } })).body as { code?: string }[];
        return sent.at(-1)!.code!;
      },
    };
    const failures: string[] = [];
    const sent = new Set<string>();
    for (const build of ORIGINAL_CALLS) {
      const call: OriginalCall = await build(helpers);
      const answer = await sim.call(call.method, call.path, { token: tokens[call.as ?? "admin"], query: call.query, json: call.json, form: call.form, headers: call.headers });
      sent.add(`${call.method} ${call.path.replace(/\/\d+$/, "/{id}")}`);
      const wrong = mismatch(answer, call.expect);
      if (wrong) failures.push(`${call.method} ${call.path}: ${wrong}`);
      else if (call.keep) Object.assign(made, call.keep(answer.body.data));
    }
    expect(failures).toEqual([]);
    // Sent twice: the token call (password, mobile) and the org list (a screen's page, the shell's whole list).
    expect(sent.size).toBe(ORIGINAL_CALLS.length - 2);
  }, 60_000);
});
