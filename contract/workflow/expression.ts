import { namingRefusal } from "../messages";
import { workflowMessages as m } from "./messages";

/**
 * The condition language of sequence flows (decision 0027): `${ … }` around comparisons
 * (== != < <= > >=) of variables and number, string or boolean literals, joined by && || !
 * and parentheses. Parsed by a tokenizer and a recursive-descent parser, evaluated by walking
 * the tree: text from a diagram never runs as code. The modeller checks a condition as it is
 * typed with `conditionRefusal`; the engine reads and evaluates it with `parseCondition`.
 */

export type Value = string | number | boolean;
export type Variables = Readonly<Record<string, Value>>;

export type Condition =
  | { kind: "literal"; value: Value }
  | { kind: "variable"; name: string }
  | { kind: "not"; operand: Condition }
  | { kind: "logical"; op: "&&" | "||"; left: Condition; right: Condition }
  | { kind: "compare"; op: CompareOp; left: Condition; right: Condition };

type CompareOp = "==" | "!=" | "<" | "<=" | ">" | ">=";

/** A refusal of a condition: the message, and what it is about (a variable, a spot in the text). */
export class ExpressionError extends Error {
  constructor(
    readonly reason: string,
    readonly detail: string,
  ) {
    super(namingRefusal(reason, [detail]));
    this.name = "ExpressionError";
  }
}

type Token = { type: "number"; value: number; at: number } | { type: "string"; value: string; at: number } | { type: "name"; value: string; at: number } | { type: "op"; value: string; at: number };

const OPERATORS = ["==", "!=", "<=", ">=", "&&", "||", "<", ">", "!", "(", ")", "-"] as const;
const MAX_LENGTH = 1000;

const shape = (at: number, text: string) => new ExpressionError(m.expressionShape, `${at + 1}: ${text.slice(at, at + 12) || "…"}`);

function tokenize(text: string, start: number, end: number): Token[] {
  const tokens: Token[] = [];
  let i = start;
  while (i < end) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const rest = text.slice(i, end);
    const number = /^\d+(\.\d+)?/.exec(rest);
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (number || name) {
      const word = (number ?? name)![0];
      tokens.push(number ? { type: "number", value: Number(word), at: i } : { type: "name", value: word, at: i });
      i += word.length;
      continue;
    }
    if (c === "'" || c === '"') {
      let value = "";
      let j = i + 1;
      for (; j < end && text[j] !== c; j++) {
        if (text[j] === "\\" && j + 1 < end) j++;
        value += text[j];
      }
      if (j >= end) throw shape(i, text);
      tokens.push({ type: "string", value, at: i });
      i = j + 1;
      continue;
    }
    const op = OPERATORS.find((o) => text.startsWith(o, i) && i + o.length <= end);
    if (!op) throw shape(i, text);
    tokens.push({ type: "op", value: op, at: i });
    i += op.length;
  }
  return tokens;
}

/** The recursive-descent parser over the tokens: or → and → not → comparison → operand. */
class Parser {
  private next = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly text: string,
  ) {}

  parse(): Condition {
    const tree = this.or();
    const rest = this.tokens[this.next];
    if (rest) throw shape(rest.at, this.text);
    return tree;
  }

  private peekOp(...ops: string[]): string | undefined {
    const token = this.tokens[this.next];
    return token?.type === "op" && ops.includes(token.value) ? token.value : undefined;
  }

  private or(): Condition {
    let left = this.and();
    while (this.peekOp("||")) {
      this.next++;
      left = { kind: "logical", op: "||", left, right: this.and() };
    }
    return left;
  }

  private and(): Condition {
    let left = this.not();
    while (this.peekOp("&&")) {
      this.next++;
      left = { kind: "logical", op: "&&", left, right: this.not() };
    }
    return left;
  }

  private not(): Condition {
    if (this.peekOp("!")) {
      this.next++;
      return { kind: "not", operand: this.not() };
    }
    return this.comparison();
  }

  private comparison(): Condition {
    const left = this.operand();
    const op = this.peekOp("==", "!=", "<", "<=", ">", ">=") as CompareOp | undefined;
    if (!op) return left;
    this.next++;
    return { kind: "compare", op, left, right: this.operand() };
  }

  private operand(): Condition {
    const token = this.tokens[this.next++];
    if (!token) throw shape(this.text.length - 1, this.text);
    if (token.type === "number" || token.type === "string") return { kind: "literal", value: token.value };
    if (token.type === "name") {
      if (token.value === "true" || token.value === "false") return { kind: "literal", value: token.value === "true" };
      return { kind: "variable", name: token.value };
    }
    if (token.value === "-") {
      const number = this.tokens[this.next++];
      if (number?.type !== "number") throw shape(token.at, this.text);
      return { kind: "literal", value: -number.value };
    }
    if (token.value === "(") {
      const inner = this.or();
      if (!this.peekOp(")")) throw shape(this.tokens[this.next]?.at ?? this.text.length - 1, this.text);
      this.next++;
      return inner;
    }
    throw shape(token.at, this.text);
  }
}

/** A condition's text (`${days > 3}`) as a tree; throws an ExpressionError naming where it goes wrong. */
export function parseCondition(text: string): Condition {
  const trimmed = text.trim();
  if (trimmed.length > MAX_LENGTH) throw shape(MAX_LENGTH, trimmed);
  const wrapped = /^\$\{([\s\S]*)\}$/.exec(trimmed);
  if (!wrapped) throw shape(0, trimmed);
  const tokens = tokenize(trimmed, 2, trimmed.length - 1);
  if (tokens.length === 0) throw shape(2, trimmed);
  return new Parser(tokens, trimmed).parse();
}

/** The variables a condition reads, for the modeller's hints and the engine's checks. */
export function variablesOf(condition: Condition): string[] {
  switch (condition.kind) {
    case "literal":
      return [];
    case "variable":
      return [condition.name];
    case "not":
      return variablesOf(condition.operand);
    default:
      return [...new Set([...variablesOf(condition.left), ...variablesOf(condition.right)])];
  }
}

function valueOf(condition: Condition, variables: Variables): Value {
  switch (condition.kind) {
    case "literal":
      return condition.value;
    case "variable":
      if (!Object.prototype.hasOwnProperty.call(variables, condition.name)) throw new ExpressionError(m.expressionUnknownVariable, condition.name);
      return variables[condition.name];
    case "not":
      return !truth(condition.operand, variables);
    case "logical":
      // Short-circuit like the source language: the right side is read only when it decides.
      return condition.op === "&&" ? truth(condition.left, variables) && truth(condition.right, variables) : truth(condition.left, variables) || truth(condition.right, variables);
    case "compare":
      return compare(condition.op, valueOf(condition.left, variables), valueOf(condition.right, variables));
  }
}

function truth(condition: Condition, variables: Variables): boolean {
  const value = valueOf(condition, variables);
  if (typeof value !== "boolean") throw new ExpressionError(m.expressionNotBoolean, String(value));
  return value;
}

/** A number typed as text ("5" from a form) compares as the number; other kinds never mix. */
function comparable(left: Value, right: Value): [Value, Value] {
  if (typeof left === typeof right) return [left, right];
  const asNumber = (v: Value) => (typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v);
  const pair: [Value, Value] = [asNumber(left), asNumber(right)];
  if (typeof pair[0] !== typeof pair[1]) throw new ExpressionError(m.expressionTypes, `${JSON.stringify(left)} ${JSON.stringify(right)}`);
  return pair;
}

function compare(op: CompareOp, a: Value, b: Value): boolean {
  const [left, right] = comparable(a, b);
  switch (op) {
    case "==":
      return left === right;
    case "!=":
      return left !== right;
  }
  if (typeof left === "boolean") throw new ExpressionError(m.expressionTypes, `${left} ${op} ${right}`);
  switch (op) {
    case "<":
      return left < right;
    case "<=":
      return left <= right;
    case ">":
      return left > right;
    case ">=":
      return left >= right;
  }
}

/** Whether the condition holds for these variables; throws an ExpressionError when it cannot tell. */
export function evaluateCondition(condition: Condition, variables: Variables): boolean {
  return truth(condition, variables);
}

/** The refusal of a condition as typed (the message with what it names), or null when it reads well. */
export function conditionRefusal(text: string): string | null {
  try {
    parseCondition(text);
    return null;
  } catch (error) {
    if (error instanceof ExpressionError) return error.message;
    throw error;
  }
}
