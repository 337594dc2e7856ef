import { conditionRefusal, evaluateCondition, ExpressionError, parseCondition, variablesOf } from "./expression";
import { workflowMessages as m } from "./messages";

const holds = (text: string, variables: Record<string, string | number | boolean> = {}) => evaluateCondition(parseCondition(text), variables);

function refusalOf(run: () => unknown): ExpressionError {
  try {
    run();
  } catch (error) {
    if (error instanceof ExpressionError) return error;
    throw error;
  }
  throw new Error("no refusal");
}

describe("condition expressions", () => {
  it("compares numbers, strings and booleans", () => {
    expect(holds("${days > 3}", { days: 4 })).toBe(true);
    expect(holds("${days > 3}", { days: 3 })).toBe(false);
    expect(holds("${days >= 3 && days <= 5}", { days: 3 })).toBe(true);
    expect(holds("${kind == 'annual'}", { kind: "annual" })).toBe(true);
    expect(holds('${kind != "sick"}', { kind: "annual" })).toBe(true);
    expect(holds("${approved}", { approved: true })).toBe(true);
    expect(holds("${approved == false}", { approved: false })).toBe(true);
    expect(holds("${delta < -1.5}", { delta: -2 })).toBe(true);
  });

  it("binds ! tighter than && and && tighter than ||, with parentheses first", () => {
    expect(holds("${a || b && c}", { a: true, b: false, c: false })).toBe(true);
    expect(holds("${(a || b) && c}", { a: true, b: false, c: false })).toBe(false);
    expect(holds("${!a && b}", { a: false, b: true })).toBe(true);
    expect(holds("${!(a && b)}", { a: true, b: true })).toBe(false);
  });

  it("reads a number typed as text as the number", () => {
    expect(holds("${days > 3}", { days: "10" })).toBe(true);
  });

  it("reads only what decides: the right side of a settled && or || is not needed", () => {
    expect(holds("${false && missing > 1}")).toBe(false);
    expect(holds("${true || missing > 1}")).toBe(true);
  });

  it("names a variable the process does not have", () => {
    const error = refusalOf(() => holds("${days > 3}", {}));
    expect(error.reason).toBe(m.expressionUnknownVariable);
    expect(error.detail).toBe("days");
  });

  it("refuses comparing kinds that do not mix, and a result that is not true or false", () => {
    expect(refusalOf(() => holds("${days > 3}", { days: "many" })).reason).toBe(m.expressionTypes);
    expect(refusalOf(() => holds("${flag < true}", { flag: false })).reason).toBe(m.expressionTypes);
    expect(refusalOf(() => holds("${days}", { days: 3 })).reason).toBe(m.expressionNotBoolean);
  });

  it("refuses text outside the language, saying where", () => {
    for (const text of ["days > 3", "${days > }", "${(days > 3}", "${days > 3)}", "${}", "${days = 3}", "${'open}", "${a + b}", "${x.constructor}", "${alert(1)}"]) {
      expect(conditionRefusal(text), text).toMatch(new RegExp(`^${m.expressionShape.replace(/[$(){}|*+?.\\[\]^]/g, "\\$&")}\n`));
    }
    expect(conditionRefusal("${days > 3}")).toBeNull();
  });

  it("never calls into the host: a function-looking call is refused, not run", () => {
    expect(() => parseCondition("${constructor('return 1')()}")).toThrow(ExpressionError);
  });

  it("lists the variables a condition reads", () => {
    expect(variablesOf(parseCondition("${days > 3 && (kind == 'x' || !urgent) && days < 10}")).sort()).toEqual(["days", "kind", "urgent"]);
  });
});
