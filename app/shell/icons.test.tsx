import { renderToStaticMarkup } from "react-dom/server";
import { MenuIcon } from "./icons";

describe("MenuIcon", () => {
  it("draws a name that begins like an external address as a masked image", () => {
    const html = renderToStaticMarkup(<MenuIcon name="https://cdn.example.com/icons/ship.svg" />);
    expect(html).toContain("<span");
    expect(html).toContain('mask:url(&quot;https://cdn.example.com/icons/ship.svg&quot;)');
    expect(html).not.toContain("<svg");
  });

  it("draws other names from the local icon set, with a fallback for unknown names", () => {
    const ship = renderToStaticMarkup(<MenuIcon name="ship" />);
    const unknown = renderToStaticMarkup(<MenuIcon name="no-such-icon" />);
    expect(ship).toContain("tabler-icon-ship");
    expect(unknown).toContain("<svg");
    expect(unknown).not.toContain("tabler-icon-ship");
  });
});
