import { designProblems, problemsUnder } from "./design-problems";
import { newField } from "./design-state";

describe("a design's problems", () => {
  it("names each property that breaks the contract by its path", () => {
    const select = newField("select", { fields: [] });
    const text = { ...newField("text", { fields: [select] }), name: select.name, pattern: "(" };
    const problems = designProblems({ fields: [select, text] });
    expect(problems).toMatchObject({
      "fields.0.dictType": "a select field needs a dictionary",
      "fields.1.name": "two fields cannot share a name",
      "fields.1.pattern": "the pattern is not a valid regular expression",
    });
    expect(problemsUnder(problems, "fields.1.")).toEqual({ name: "two fields cannot share a name", pattern: "the pattern is not a valid regular expression" });
  });

  it("has none for a design the contract accepts", () => {
    expect(designProblems({ fields: [newField("text", { fields: [] })] })).toEqual({});
  });
});
