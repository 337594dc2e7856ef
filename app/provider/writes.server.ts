import { sharedState, type SharedState } from "~/shared-state.server";

/** The count of writes to the provider through this machine's app processes (a session-cache key). */
export const PROVIDER_WRITES = "provider-writes";

/** Tells every app process of this machine that what it keeps from the provider may be stale. */
export function providerWritten(state: SharedState = sharedState()): Promise<number> {
  return state.bump(PROVIDER_WRITES);
}
