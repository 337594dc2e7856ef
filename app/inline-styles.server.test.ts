import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stylesheetsIn } from "./inline-styles.server";

describe("stylesheetsIn", () => {
  const root = mkdtempSync(join(tmpdir(), "inline-styles-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "assets/Button-abc.css"), ".b{color:red}");
  writeFileSync(join(root, "assets/Bad-abc.css"), ".x{content:'</style><script>'}");
  writeFileSync(join(root, "secret.css"), ".s{}");
  const read = stylesheetsIn(join(root, "assets"));

  it("answers a built stylesheet's text by its href", () => {
    expect(read("/assets/Button-abc.css")).toBe(".b{color:red}");
  });

  it("answers nothing outside the built assets, for a missing file, or for a text that would close its <style>", () => {
    for (const href of ["/assets/../secret.css", "/secret.css", "/assets/missing.css", "/assets/Button-abc.js", "https://cdn.example/a.css", "/assets/Bad-abc.css"]) {
      expect(read(href), href).toBeUndefined();
    }
  });
});
