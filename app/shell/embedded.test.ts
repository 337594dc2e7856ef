import { embeddedAction } from "./embedded";

const ALLOWED = ["https://portal.example.com", "http://localhost:8080"] as const;
const from = (origin: string, data: unknown) => embeddedAction({ origin, data }, ALLOWED);

describe("embeddedAction", () => {
  it("obeys an allowed origin sending an action object", () => {
    expect(from("https://portal.example.com", { action: "/sysuser?x=1" })).toEqual({ ok: true, path: "/sysuser?x=1" });
  });

  it("accepts the action as a JSON string", () => {
    expect(from("http://localhost:8080", JSON.stringify({ action: "/hKDetail?operation=view&data=7" }))).toEqual({
      ok: true,
      path: "/hKDetail?operation=view&data=7",
    });
  });

  it("refuses origins not exactly in the list, whatever the payload", () => {
    for (const origin of ["https://evil.example.com", "https://portal.example.com:8443", "http://portal.example.com", "null", ""]) {
      expect(from(origin, { action: "/sysuser" })).toEqual({ ok: false, reason: "origin" });
    }
  });

  it("refuses actions that would leave the site or are missing", () => {
    const payloads: unknown[] = [
      { action: "https://evil.example.com/" },
      { action: "//evil.example.com/path" },
      { action: "/\\evil.example.com" },
      { action: "/\t/evil.example.com" },
      { action: "javascript:alert(1)" },
      { action: "sysuser" },
      { action: 42 },
      {},
      "not json",
      JSON.stringify("/sysuser"),
      null,
    ];
    for (const data of payloads) {
      expect(from("https://portal.example.com", data), JSON.stringify(data)).toEqual({ ok: false, reason: "payload" });
    }
  });
});
