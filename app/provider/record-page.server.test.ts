import { describe, expect, it } from "vitest";
import { declarationMessages } from "#contract/customs/declaration";
import { hkTdecMessages } from "#contract/hk/tdec";
import { usaMessages } from "#contract/usa/messages";
import { ProviderError, ProviderUnavailableError, SessionExpiredError } from "./errors";
import { recordAction, recordPage, RECORD_UNKNOWN_RESULT } from "./record-page.server";

const refusal = (message: string) => new ProviderError(message, { status: 500, path: "/api/x" });
const failing = (error: unknown) => () => Promise.reject(error);

/** The status of the Response a load threw. */
async function thrownStatus(load: Promise<unknown>): Promise<number> {
  const thrown = await load.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  return (thrown as Response).status;
}

describe("a record's page", () => {
  it("is the 404 page for an id that cannot exist, before any call", async () => {
    for (const id of [undefined, "", "abc", "1".repeat(21), "12%zz", "../1"]) {
      let called = false;
      const load = async () => void (called = true);
      expect(await thrownStatus(Promise.resolve().then(() => recordPage(id, load)))).toBe(404);
      expect(called).toBe(false);
    }
  });

  it("is the 404 page when the provider does not know the record for this tenant", async () => {
    for (const message of [usaMessages.shipmentUnknown, declarationMessages.declarationUnknown, hkTdecMessages.tdecUnknown]) {
      expect(await thrownStatus(recordPage("42", failing(refusal(message))))).toBe(404);
    }
    expect(await thrownStatus(recordPage("42", failing(new ProviderError("gone", { status: 404, path: "/api/x" }))))).toBe(404);
  });

  it("is the 503 page in an outage, and a fault for anything else", async () => {
    expect(await thrownStatus(recordPage("42", failing(new ProviderUnavailableError("/api/x"))))).toBe(503);
    await expect(recordPage("42", failing(refusal("something else")))).rejects.toBeInstanceOf(ProviderError);
    await expect(recordPage("42", failing(new SessionExpiredError("expired", { status: 50014, path: "/api/x" })))).rejects.toBeInstanceOf(SessionExpiredError);
  });

  it("loads the record with the id of its URL", async () => {
    expect(await recordPage("4503599632870496", async (id) => ({ id }))).toEqual({ id: "4503599632870496" });
  });
});

describe("an action on a record's page", () => {
  it("refuses an id that cannot exist in the user's words", async () => {
    const answer = (await recordAction("x1", async () => ({ ok: true }))) as Response;
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual(RECORD_UNKNOWN_RESULT);
  });

  it("answers a provider's refusal on the way as a refusal, never a fault", async () => {
    const answer = (await recordAction("42", failing(refusal(usaMessages.shipmentUnknown)))) as Response;
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ ok: false, error: { text: usaMessages.shipmentUnknown } });
  });
});
