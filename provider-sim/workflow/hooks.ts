import type { Queryable } from "../context";
import type { Principal } from "../middleware/auth";
import type { InstanceRow } from "./engine";

export type TaskAction = "claim" | "assign" | "complete" | "delegate" | "regress" | "reject" | "terminate";

/**
 * What another part of the provider does with its own process (the classification review):
 * checks before a step on one of its tasks, and the consequence of its end, both in the step's
 * transaction, so a refusal on either side keeps nothing.
 */
export interface ProcessHooks {
  beforeStep(tx: Queryable, principal: Principal, instance: InstanceRow, action: TaskAction): void;
  ended(tx: Queryable, principal: Principal, instance: InstanceRow, comment: string | null, at: Date, ip: string | undefined): void;
}
