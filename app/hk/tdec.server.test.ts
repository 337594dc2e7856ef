import { hkTdecMessages, type HkTdec, type HkTdecLine } from "#contract/hk/tdec";
import { lodgeRefusal } from "./tdec.server";

const tdec = (overrides: Partial<HkTdec> = {}) => ({ transportDocument: "CCRN-DEMO-20261120-000001", consignments: [{ id: "1", ccrn: "CCRN-DEMO-20261120-000001" }], ...overrides }) as HkTdec;
const line = (lineNo: number, hkhsCode: string | null, country = "CN") => ({ id: String(lineNo), lineNo, hkhsCode, country }) as HkTdecLine;

describe("lodging from the app", () => {
  it("refuses no lines, then names the line without a code", () => {
    expect(lodgeRefusal(tdec(), [])).toEqual({ ok: false, error: { text: hkTdecMessages.noLines } });
    expect(lodgeRefusal(tdec(), [line(1, "85183000"), line(2, null)])).toEqual({ ok: false, error: { key: "resources.hongKongCustomsDeclaration.problems.lineWithoutCode", values: { lineNo: 2 } } });
  });

  it("holds CCRNs of one trip to one heading and country, and lets a bill of lading group any goods", () => {
    const mixed = [line(1, "85183000"), line(2, "95045000", "JP")];
    expect(lodgeRefusal(tdec(), mixed)?.error).toEqual({ key: "resources.hongKongCustomsDeclaration.problems.headingDiffers", values: { lineNo: 2, heading: "8518" } });
    expect(lodgeRefusal(tdec({ transportDocument: "OOLU2712345670", consignments: [] }), mixed)).toBeNull();
  });
});
