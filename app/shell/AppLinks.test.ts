import { pathToFollow } from "./AppLinks";

const ORIGIN = "http://app.test";
const plain = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
const link = (href: string, more: { target?: string; download?: boolean } = {}) => ({ href, target: more.target ?? "", download: more.download ?? false });

describe("a click on a plain link in the sidebar", () => {
  it("is followed in the page, with the link's query and fragment", () => {
    expect(pathToFollow(plain, link("http://app.test/sysuser"), ORIGIN)).toBe("/sysuser");
    expect(pathToFollow(plain, link("/importClearance?page=2#top"), ORIGIN)).toBe("/importClearance?page=2#top");
    expect(pathToFollow(plain, link("/sysrole", { target: "_self" }), ORIGIN)).toBe("/sysrole");
  });

  it("is left to the browser with a modifier key, another button, or when already handled", () => {
    for (const key of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const) expect(pathToFollow({ ...plain, [key]: true }, link("/sysuser"), ORIGIN)).toBeNull();
    expect(pathToFollow({ ...plain, button: 1 }, link("/sysuser"), ORIGIN)).toBeNull();
    expect(pathToFollow({ ...plain, defaultPrevented: true }, link("/sysuser"), ORIGIN)).toBeNull();
  });

  it("is left to the browser for a new tab, a download, another site, or no link at all", () => {
    expect(pathToFollow(plain, link("/sysuser", { target: "_blank" }), ORIGIN)).toBeNull();
    expect(pathToFollow(plain, link("/files/1/a.pdf", { download: true }), ORIGIN)).toBeNull();
    expect(pathToFollow(plain, link("https://example.com/sysuser"), ORIGIN)).toBeNull();
    expect(pathToFollow(plain, null, ORIGIN)).toBeNull();
  });
});
