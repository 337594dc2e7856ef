import { localText } from "./wordings";

describe("localText", () => {
  const seeded = { roleName: "Customs agent", roleNameEn: "Customs agent", roleNameZh: "报关员", roleNameTw: "報關員" };

  it("shows a seeded name in the viewer's language", () => {
    expect(localText(seeded, "roleName", "en")).toBe("Customs agent");
    expect(localText(seeded, "roleName", "zh")).toBe("报关员");
    expect(localText(seeded, "roleName", "tw")).toBe("報關員");
  });

  it("shows a name given once in every language", () => {
    const own = { roleName: "Night shift", roleNameEn: null, roleNameZh: "", roleNameTw: undefined };
    for (const language of ["en", "zh", "tw"] as const) expect(localText(own, "roleName", language)).toBe("Night shift");
  });

  it("falls back from traditional to simplified Chinese", () => {
    expect(localText({ orgName: "CCRN Team", orgNameZh: "CCRN 组" }, "orgName", "tw")).toBe("CCRN 组");
  });
});
