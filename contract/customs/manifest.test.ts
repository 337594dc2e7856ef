import { containerCheckDigitMessage, usaMessages as u } from "../usa/messages";
import { manifestAnswerOf, manifestQuerySchema, manifestRecordOf, readManifestQuery, type ManifestSource } from "./manifest";
import { customsMessages as c } from "./messages";
import type { Milestone } from "./milestones";

const at = (iso: string) => Date.parse(`${iso}Z`);

type Recorded = [milestone: Milestone, at: string, container?: "A" | "B"];

function source(recorded: Recorded[], overrides: Partial<ManifestSource["shipment"]> = {}): ManifestSource {
  return {
    shipment: {
      id: "1",
      fileNo: "USI-2601-0001",
      transportMode: "ocean",
      mbl: "MEDUDM900001",
      hbl: "DPHD40001",
      vesselName: "DEMO PACIFIC",
      voyage: "601E",
      ladenOnBoard: "2025-12-05T20:00",
      eta: "2025-12-20",
      fdaStatus: "none",
      epaStatus: "none",
      ...overrides,
    },
    matchedBy: "mbl",
    houseBills: ["DPHD40001"],
    carriers: { DPHD: { nameEn: "Demo Port Hauling (demo)", nameCn: "演示港口拖车" } },
    carrier: { nameEn: "Mediterranean Shipping Company", nameCn: "地中海航运" },
    portOfLading: { code: "CNNBG", nameEn: "Ningbo", nameCn: "宁波" },
    portOfUnlading: { code: "2704", nameEn: "Los Angeles, CA", nameCn: null },
    containers: [
      { id: "A", containerNumber: "MSCU7654329", sizeType: "45G1" },
      { id: "B", containerNumber: "MSKU1234565", sizeType: "22G1" },
    ],
    milestones: recorded.map(([milestone, value, container]) => ({ milestone, at: value, containerId: container ?? null })),
  };
}

/** A shipment that went the whole way: ISF three days before lading, box A back empty, box B delivered. */
const WHOLE_WAY: Recorded[] = [
  ["isf", "2025-12-02T10:00"],
  ["mbl", "2025-12-06"],
  ["eta", "2025-12-20"],
  ["port", "2025-12-20T06:00"],
  ["customs", "2025-12-21T11:00"],
  ["container", "2025-12-22T07:00", "A"],
  ["lastFreeDay", "2025-12-26", "A"],
  ["outgate", "2025-12-24T14:00", "A"],
  ["delivery", "2025-12-25T10:00", "A"],
  ["ingate", "2025-12-29T09:00", "A"],
  ["container", "2025-12-23T07:00", "B"],
  ["outgate", "2025-12-26T14:00", "B"],
  ["delivery", "2025-12-27T10:00", "B"],
];

describe("reading a manifest query", () => {
  it("takes a bill as one string or as SCAC and number, with spaces, hyphens and small letters dropped", () => {
    expect(readManifestQuery({ bill: "MAEU123456789" })).toEqual({ query: { bill: "MAEU123456789" } });
    expect(readManifestQuery({ bill: " maeu-1234 56789 " })).toEqual({ query: { bill: "MAEU123456789" } });
    expect(readManifestQuery({ scac: "maeu", bill: "123456789" })).toEqual({ query: { bill: "MAEU123456789" } });
    expect(readManifestQuery({ scac: "MAEU", bill: "MAEU123456789" })).toEqual({ query: { bill: "MAEU123456789" } });
  });

  it("refuses a bill by the rule it breaks: 12 characters after the issuer at most, a four-letter issuer", () => {
    expect(readManifestQuery({ bill: "MAEU123456789012" })).toEqual({ query: { bill: "MAEU123456789012" } });
    expect(readManifestQuery({ bill: "MAEU1234567890123" })).toEqual({ problem: { rule: "billShape" } });
    expect(readManifestQuery({ bill: "MAEU" })).toEqual({ problem: { rule: "billShape" } });
    expect(readManifestQuery({ bill: "MAE1234" })).toEqual({ problem: { rule: "billShape" } });
    expect(readManifestQuery({ bill: "MAEU12/34" })).toEqual({ problem: { rule: "billShape" } });
    expect(readManifestQuery({ scac: "MAE", bill: "123" })).toEqual({ problem: { rule: "issuerShape" } });
    expect(readManifestQuery({ scac: "MAEU" })).toEqual({ problem: { rule: "needed" } });
    expect(readManifestQuery({})).toEqual({ problem: { rule: "needed" } });
    expect(readManifestQuery({ bill: "MAEU123", container: "MSKU1234565" })).toEqual({ problem: { rule: "one" } });
  });

  it("checks a container's shape, then its ISO 6346 check digit, naming the digit it should have", () => {
    expect(readManifestQuery({ container: "mscu 765432-9" })).toEqual({ query: { container: "MSCU7654329" } });
    expect(readManifestQuery({ container: "MSKU1234566" })).toEqual({ problem: { rule: "containerCheckDigit", expected: 5 } });
    expect(readManifestQuery({ container: "MSKX1234565" })).toEqual({ problem: { rule: "containerShape" } });
    expect(readManifestQuery({ container: "MSKU123456" })).toEqual({ problem: { rule: "containerShape" } });
  });

  it("refuses through the schema with the rule's message", () => {
    const refusal = (input: unknown) => {
      const parsed = manifestQuerySchema.safeParse(input);
      return parsed.success ? null : parsed.error.issues[0].message;
    };
    expect(manifestQuerySchema.parse({ container: "CSQU3054383" })).toEqual({ container: "CSQU3054383" });
    expect(refusal({ container: "CSQU3054384" })).toBe(containerCheckDigitMessage(3));
    expect(refusal({ bill: "MAEU 12/3" })).toBe(u.billShape);
    expect(refusal({})).toBe(c.manifestQueryNeeded);
    expect(refusal({ bill: "x".repeat(41) })).not.toBeNull();
  });
});

describe("the manifest record of a shipment", () => {
  it("names the bill's issuer from the tenant's carriers, and the shipment's carrier for a master bill filed under another SCAC", () => {
    const record = manifestRecordOf(source([]), at("2025-12-01T00:00"));
    expect(record.masterBill).toEqual({ issuerScac: "MEDU", number: "DM900001", carrierNameEn: "Mediterranean Shipping Company", carrierNameCn: "地中海航运" });
    expect(record.houseBills).toEqual([{ issuerScac: "DPHD", number: "40001", carrierNameEn: "Demo Port Hauling (demo)", carrierNameCn: "演示港口拖车" }]);
    expect(record).toMatchObject({ status: "onFile", events: [], isfLate: false });
    expect(record.containers.map((box) => box.status)).toEqual(["awaitingArrival", "awaitingArrival"]);
  });

  it("moves through each status as the milestones come, and counts a milestone only from its minute", () => {
    const statusAt = (instant: string) => manifestRecordOf(source(WHOLE_WAY), at(instant)).status;
    expect(statusAt("2025-12-02T09:59")).toBe("onFile");
    expect(statusAt("2025-12-02T10:00")).toBe("isfMatched");
    expect(statusAt("2025-12-20T05:59")).toBe("isfMatched");
    expect(statusAt("2025-12-20T06:00")).toBe("arrived");
    expect(statusAt("2025-12-21T11:00")).toBe("released");
  });

  it("is on hold while an FDA or EPA hold is open, whatever else happened; a container still in the terminal is held too", () => {
    const held = manifestRecordOf(source(WHOLE_WAY.slice(0, 5), { fdaStatus: "hold" }), at("2026-01-10T00:00"));
    expect(held).toMatchObject({ status: "onHold", holds: ["FDA"] });
    expect(held.containers.map((box) => box.status)).toEqual(["onHold", "onHold"]);
    expect(manifestRecordOf(source([], { epaStatus: "hold" }), at("2025-12-01T00:00"))).toMatchObject({ status: "onHold", holds: ["EPA"] });
    expect(manifestRecordOf(source([], { fdaStatus: "pending" }), at("2025-12-01T00:00")).status).toBe("onFile");
    expect(manifestRecordOf(source(WHOLE_WAY.slice(0, 5), { fdaStatus: "released" }), at("2026-01-10T00:00")).status).toBe("released");
  });

  it("gives each container its own status: discharged, available, out, delivered, empty returned", () => {
    const boxes = (instant: string) => manifestRecordOf(source(WHOLE_WAY), at(instant)).containers.map((box) => box.status);
    expect(boxes("2025-12-20T05:00")).toEqual(["awaitingArrival", "awaitingArrival"]);
    expect(boxes("2025-12-21T00:00")).toEqual(["discharged", "discharged"]);
    expect(boxes("2025-12-22T07:00")).toEqual(["available", "discharged"]);
    expect(boxes("2025-12-24T14:00")).toEqual(["outgated", "available"]);
    expect(boxes("2025-12-25T10:00")).toEqual(["delivered", "available"]);
    expect(boxes("2025-12-29T09:00")).toEqual(["emptyReturned", "delivered"]);
    // The last free day is a deadline: shown before it comes, never an event.
    const record = manifestRecordOf(source(WHOLE_WAY), at("2025-12-22T08:00"));
    expect(record.containers[0].lastFreeDay).toBe("2025-12-26");
    expect(record.events.map((e) => e.kind)).not.toContain("lastFreeDay");
  });

  it("lists only what has happened, newest first, with the container each concerns; the estimate is no event", () => {
    const record = manifestRecordOf(source(WHOLE_WAY), at("2025-12-24T14:00"));
    expect(record.events.map((e) => [e.at, e.kind, e.containerNumber])).toEqual([
      ["2025-12-24T14:00", "outgate", "MSCU7654329"],
      ["2025-12-23T07:00", "container", "MSKU1234565"],
      ["2025-12-22T07:00", "container", "MSCU7654329"],
      ["2025-12-21T11:00", "customs", null],
      ["2025-12-20T06:00", "port", null],
      ["2025-12-06", "mbl", null],
      ["2025-12-05T20:00", "laden", null],
      ["2025-12-02T10:00", "isf", null],
    ]);
    expect(record.events.every((e) => e.severity === "info")).toBe(true);
    expect(record.events[0].description).toBe("Full container out of the terminal");
  });

  it("puts the later step first when two happen in the same minute", () => {
    const record = manifestRecordOf(source([["port", "2025-12-20T06:00"], ["customs", "2025-12-20T06:00"]]), at("2025-12-20T06:00"));
    expect(record.events.map((e) => e.kind)).toEqual(["customs", "port", "ladenWithoutIsf"]);
  });

  it("warns of an ISF filed less than 24 h before lading (DOMAIN §5.2), and is on time at exactly 24 h", () => {
    const late = manifestRecordOf(source([["isf", "2025-12-04T20:01"]]), at("2025-12-06T00:00"));
    expect(late.isfLate).toBe(true);
    expect(late.status).toBe("isfMatched");
    expect(late.events.map((e) => [e.kind, e.severity])).toEqual([["laden", "info"], ["isfLate", "warning"]]);
    const onTime = manifestRecordOf(source([["isf", "2025-12-04T20:00"]]), at("2025-12-06T00:00"));
    expect(onTime.isfLate).toBe(false);
    expect(onTime.events.map((e) => e.kind)).toEqual(["laden", "isf"]);
  });

  it("warns once laden without an ISF, not before lading, and never for air", () => {
    const before = manifestRecordOf(source([]), at("2025-12-05T19:59"));
    expect(before).toMatchObject({ isfLate: false, events: [] });
    const laden = manifestRecordOf(source([]), at("2025-12-05T20:00"));
    expect(laden.isfLate).toBe(true);
    expect(laden.events).toEqual([{ at: "2025-12-05T20:00", kind: "ladenWithoutIsf", severity: "warning", containerNumber: null, description: "Laden on board with no ISF on file: late ISF" }]);
    expect(manifestRecordOf(source([], { transportMode: "air" }), at("2025-12-06T00:00"))).toMatchObject({ isfLate: false, events: [] });
  });
});

describe("the manifest answer", () => {
  it("says no bill is on file when nothing matches, and takes the newest match's status otherwise", () => {
    const now = at("2025-12-21T12:00");
    expect(manifestAnswerOf({ bill: "MAEU000000001" }, [], now)).toEqual({ asOf: "2025-12-21T12:00:00.000Z", query: { bill: "MAEU000000001", container: null }, status: "noBill", matches: [] });
    const answer = manifestAnswerOf({ container: "MSKU1234565" }, [source(WHOLE_WAY), source([])], now);
    expect(answer.status).toBe("released");
    expect(answer.matches.map((m) => m.status)).toEqual(["released", "onFile"]);
    expect(answer.query).toEqual({ bill: null, container: "MSKU1234565" });
  });
});
