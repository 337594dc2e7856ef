import { DEFAULT_SETTINGS, displayPreferences, parseSettings, parseSize } from "./settings";

describe("layout settings", () => {
  it("defaults to SPEC §9 when the cookie is missing or junk", () => {
    expect(parseSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings("{not json")).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({ tagsView: true, fixedHeader: false, sidebarLogo: true, pinyinSearch: true, navMode: "vertical", themeColor: "#409EFF" });
  });

  it("keeps valid values and replaces invalid ones field by field", () => {
    const parsed = parseSettings(JSON.stringify({ themeColor: "#11a983", tagsView: false, navMode: "diagonal", fixedHeader: "yes" }));
    expect(parsed).toEqual({ ...DEFAULT_SETTINGS, themeColor: "#11a983", tagsView: false });
  });

  it("reads size and sidebar cookies", () => {
    expect(parseSize("large")).toBe("large");
    expect(parseSize("huge")).toBe("default");
    const prefs = displayPreferences("size=small; sidebarStatus=0; settings=%7B%22navMode%22%3A%22horizontal%22%7D");
    expect(prefs.size).toBe("small");
    expect(prefs.sidebarOpened).toBe(false);
    expect(prefs.settings.navMode).toBe("horizontal");
    expect(displayPreferences(null).sidebarOpened).toBe(true);
  });
});
