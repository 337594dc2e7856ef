import type { ShellMenuNode } from "./menu";
import { close, closeAll, closeOthers, deserialise, keepOpenable, MAX_TABS, openablePaths, serialise, tabKey, visit, visitOpenable, type Tab } from "./tags";

const urls = (tabs: readonly Tab[]) => tabs.map((tab) => tab.url);
const open = (...visited: string[]) => visited.reduce((tabs, url) => visit(tabs, url), visit([], "/workbench"));

describe("tabKey", () => {
  it("is the lower-cased pathname without a trailing slash", () => {
    expect(tabKey("/SysUser/?page=2#top")).toBe("/sysuser");
    expect(tabKey("/")).toBe("/");
  });
});

describe("visit", () => {
  it("puts the pinned workbench first, then adds tabs in visiting order", () => {
    const tabs = open("/sysuser", "/sysrole");
    expect(tabs).toEqual([
      { key: "/workbench", url: "/workbench", pinned: true },
      { key: "/sysuser", url: "/sysuser", pinned: false },
      { key: "/sysrole", url: "/sysrole", pinned: false },
    ]);
  });

  it("updates an open tab to the last url it was left at, in place and case-insensitively", () => {
    const tabs = visit(open("/sysuser", "/sysrole"), "/SysUser?page=3&sort=name#list");
    expect(urls(tabs)).toEqual(["/workbench", "/SysUser?page=3&sort=name#list", "/sysrole"]);
  });

  it("keeps the workbench pinned and first when it is visited again or was missing", () => {
    const tabs = visit([{ key: "/sysuser", url: "/sysuser", pinned: false }], "/Workbench?tab=2");
    expect(tabs[0]).toEqual({ key: "/workbench", url: "/Workbench?tab=2", pinned: true });
    expect(urls(tabs)).toEqual(["/Workbench?tab=2", "/sysuser"]);
  });

  it("drops the oldest unpinned tab beyond the cap", () => {
    const paths = Array.from({ length: MAX_TABS + 1 }, (_, i) => `/page${i}`);
    const tabs = open(...paths);
    expect(tabs).toHaveLength(MAX_TABS);
    expect(urls(tabs).slice(0, 2)).toEqual(["/workbench", "/page2"]);
    expect(urls(tabs).at(-1)).toBe(`/page${MAX_TABS}`);
  });
});

describe("close", () => {
  const tabs = open("/a", "/b", "/c");

  it("goes to the right neighbour when the active tab closes", () => {
    expect(close(tabs, "/b", "/b")).toEqual({ tabs: open("/a", "/c"), next: "/c" });
  });

  it("goes to the left neighbour when the last tab was active", () => {
    expect(close(tabs, "/c", "/c").next).toBe("/b");
    expect(close(open("/a"), "/a", "/a").next).toBe("/workbench");
  });

  it("stays put when an inactive tab closes", () => {
    expect(close(tabs, "/a", "/c")).toEqual({ tabs: open("/b", "/c") });
  });

  it("does nothing to pinned or unknown tabs", () => {
    expect(close(tabs, "/workbench", "/workbench")).toEqual({ tabs });
    expect(close(tabs, "/nowhere", "/a")).toEqual({ tabs });
  });
});

describe("closeOthers", () => {
  const tabs = open("/a", "/b", "/c");

  it("keeps the pinned tabs and the chosen one, going there if the active tab closed", () => {
    expect(closeOthers(tabs, "/b", "/b")).toEqual({ tabs: open("/b") });
    expect(closeOthers(tabs, "/b", "/c")).toEqual({ tabs: open("/b"), next: "/b" });
  });

  it("on the workbench keeps only the pinned tabs", () => {
    expect(closeOthers(tabs, "/workbench", "/a")).toEqual({ tabs: open(), next: "/workbench" });
  });
});

describe("closeAll", () => {
  it("keeps the pinned tabs and goes to the workbench when needed", () => {
    const tabs = visit(open("/a", "/b"), "/workbench?x=1");
    expect(closeAll(tabs, "/a")).toEqual({ tabs: [tabs[0]], next: "/workbench?x=1" });
    expect(closeAll(tabs, "/workbench")).toEqual({ tabs: [tabs[0]] });
  });
});

describe("serialise / deserialise", () => {
  it("round-trips", () => {
    const tabs = open("/a?page=2", "/b#x");
    expect(deserialise(serialise(tabs))).toEqual(tabs);
  });

  it("turns junk into just the pinned workbench", () => {
    for (const junk of [null, "", "{", "42", '{"url":"/a"}', '[{"key":"/a"}]', "null"]) {
      expect(deserialise(junk)).toEqual(open());
    }
  });

  it("skips entries that are not paths of this site", () => {
    expect(urls(deserialise(JSON.stringify(["/a", 3, "https://evil.test", "//evil.test", "/\\evil.test", "b"])))).toEqual([
      "/workbench",
      "/a",
    ]);
  });

  it("keeps at most the newest tabs within the cap", () => {
    const stored = JSON.stringify(Array.from({ length: 40 }, (_, i) => `/page${i}`));
    const tabs = deserialise(stored);
    expect(tabs).toHaveLength(MAX_TABS);
    expect(urls(tabs).slice(0, 2)).toEqual(["/workbench", "/page11"]);
  });
});

describe("openable tabs (SPEC §6)", () => {
  const page = (menuPath: string, children: ShellMenuNode[] = []): ShellMenuNode => ({
    menuCode: menuPath,
    menuName: menuPath,
    menuIcon: null,
    menuPath,
    hidden: false,
    children,
  });
  const openable = openablePaths([page("/customs", [page("/customs/declare")])]);

  it("are the menu's routes and the pages open to everyone", () => {
    expect([...openable].sort()).toEqual(["/customs", "/customs/declare", "/home", "/profile/index", "/workbench"]);
  });

  it("refused and unknown paths never become tabs", () => {
    const tabs = visitOpenable(open("/customs/declare"), "/sysuser", openable);
    expect(urls(tabs)).toEqual(["/workbench", "/customs/declare"]);
    expect(urls(visitOpenable([], "/no-such-page", openable))).toEqual(["/workbench"]);
    expect(urls(visitOpenable(tabs, "/Profile/index", openable))).toEqual(["/workbench", "/customs/declare", "/Profile/index"]);
  });

  it("after a switch, tabs the new roles cannot open close and the workbench stays", () => {
    expect(urls(keepOpenable(open("/sysuser", "/customs/declare"), openable))).toEqual(["/workbench", "/customs/declare"]);
  });
});
