import { DEFAULT_TIME_ZONE, knownTimeZone, timeText, timeZoneOf } from "./time-zone";

describe("time zones", () => {
  it("shows an instant in the viewer's zone, daylight saving included", () => {
    expect(timeText("2026-11-23T15:00:00.000Z", "UTC")).toBe("2026-11-23 15:00:00");
    expect(timeText("2026-11-23T15:00:00.000Z", "Asia/Hong_Kong")).toBe("2026-11-23 23:00:00");
    expect(timeText("2026-11-23T20:30:05Z", "Asia/Shanghai")).toBe("2026-11-24 04:30:05");
    expect(timeText("2026-07-01T12:00:00Z", "America/Los_Angeles")).toBe("2026-07-01 05:00:00");
    expect(timeText("2026-12-01T12:00:00Z", "America/Los_Angeles")).toBe("2026-12-01 04:00:00");
    expect(timeText("2026-11-23T23:00:00+08:00", "UTC")).toBe("2026-11-23 15:00:00");
  });

  it("gives a wall-clock time back as it was typed", () => {
    expect(timeText("2026-11-25T16:00", "Asia/Hong_Kong")).toBe("2026-11-25 16:00");
    expect(timeText("2026-11-25 16:00:00", "America/New_York")).toBe("2026-11-25 16:00:00");
  });

  it("believes a cookie's zone only when it is one the runtime knows", () => {
    expect(timeZoneOf("tz=Asia%2FHong_Kong; area=x")).toBe("Asia/Hong_Kong");
    expect(timeZoneOf("area=x")).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneOf("tz=Mars%2FOlympus")).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneOf("tz=%3Cscript%3E")).toBe(DEFAULT_TIME_ZONE);
    expect(knownTimeZone("Europe/London")).toBe("Europe/London");
  });
});
