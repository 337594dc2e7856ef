import { OUTBOX_PAGE_SIZE, readOutboxQuery } from "./outbox.server";

const read = (search: string) => readOutboxQuery(new URLSearchParams(search));

describe("readOutboxQuery", () => {
  it("reads the page, channel and recipient", () => {
    expect(read("page=3&channel=sms&to=%2B8613800000000")).toEqual({
      currentPage: 3,
      pageSize: OUTBOX_PAGE_SIZE,
      channel: "sms",
      to: "+8613800000000",
    });
  });

  it("falls back to the first page without filters for anything it cannot read", () => {
    const none = { currentPage: 1, pageSize: OUTBOX_PAGE_SIZE, channel: undefined, to: undefined };
    expect(read("")).toEqual(none);
    expect(read("page=0&channel=fax&to=%20%20")).toEqual(none);
    expect(read("page=-2")).toEqual(none);
    expect(read("page=1.5")).toEqual(none);
    expect(read("page=abc&channel=EMAIL")).toEqual(none);
  });

  it("trims the recipient and bounds its length", () => {
    expect(read("to=%20a%40b.example%20").to).toBe("a@b.example");
    expect(read(`to=${"x".repeat(500)}`).to).toHaveLength(100);
  });
});
