import { discoveredRoutes, filesToWarm, quietRemaining } from "./warm-up";

const shell = { id: "routes/_shell", module: "/assets/_shell-a.js", imports: ["/assets/react-b.js", "/assets/Table-c.js"], css: ["/assets/_shell-d.css"] };
const users = { id: "routes/_shell.sysuser", module: "/assets/_shell.sysuser-e.js", imports: ["/assets/Table-c.js", "/assets/kit-f.js"], css: ["/assets/_shell-d.css", "/assets/kit-g.css"] };

describe("filesToWarm", () => {
  it("lists each script and stylesheet once, modules first", () => {
    expect(filesToWarm([shell, users], () => false)).toEqual({
      scripts: ["/assets/_shell-a.js", "/assets/react-b.js", "/assets/Table-c.js", "/assets/_shell.sysuser-e.js", "/assets/kit-f.js"],
      styles: ["/assets/_shell-d.css", "/assets/kit-g.css"],
    });
  });

  it("leaves out what the page already has", () => {
    const onPage = new Set(["/assets/react-b.js", "/assets/_shell-d.css"]);
    const { scripts, styles } = filesToWarm([shell], (href) => onPage.has(href));
    expect(scripts).toEqual(["/assets/_shell-a.js", "/assets/Table-c.js"]);
    expect(styles).toEqual([]);
  });

  it("takes routes without imports or stylesheets", () => {
    expect(filesToWarm([{ id: "routes/x", module: "/assets/x.js" }], () => false)).toEqual({ scripts: ["/assets/x.js"], styles: [] });
  });
});

describe("discoveredRoutes", () => {
  it("keeps the screens under the parent, not the parent or other layouts", () => {
    const manifest = { version: "1", routes: { root: { id: "root", module: "/r.js" }, "routes/_shell": shell, "routes/_shell.sysuser": users, "routes/_auth.login": { id: "routes/_auth.login", module: "/l.js" } } };
    expect(discoveredRoutes(manifest, "routes/_shell.").map((route) => route.id)).toEqual(["routes/_shell.sysuser"]);
  });
});

describe("quietRemaining", () => {
  it("waits a second after the last input", () => {
    expect(quietRemaining(5_000, 5_000)).toBe(1_000);
    expect(quietRemaining(5_000, 5_400)).toBe(600);
  });

  it("answers nothing left once the page has been alone for a second or more", () => {
    expect(quietRemaining(5_000, 6_000)).toBe(0);
    expect(quietRemaining(5_000, 60_000)).toBe(0);
  });
});
