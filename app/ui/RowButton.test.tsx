import { Button } from "@mantine/core";
import { inMantine, shape } from "./markup-shape.testing";
import { RowButton } from "./RowButton";

describe("RowButton", () => {
  it("draws what Mantine's compact-xs subtle Button draws", () => {
    const mantine = shape(inMantine(<Button size="compact-xs" variant="subtle">Edit</Button>));
    expect(mantine.map((element) => element.tag)).toEqual(["button", "span", "span"]);
    expect(shape(inMantine(<RowButton onClick={() => undefined}>Edit</RowButton>))).toEqual(mantine);
    expect(shape(inMantine(<RowButton color="red" onClick={() => undefined}>Delete</RowButton>))).toEqual(mantine);
  });

  it("uses the primary colour's variables, or the colour it is given for its text", () => {
    const html = inMantine(<RowButton color="red" onClick={() => undefined}>Delete</RowButton>);
    expect(html).toContain("--button-hover:var(--mantine-primary-color-light-hover)");
    expect(html).toContain("--button-color:var(--mantine-color-red-text)");
  });
});
