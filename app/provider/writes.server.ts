import { sharedState, type SharedState } from "~/shared-state.server";

/** The count of writes to the provider through the app's processes (a session-cache key), every machine's with REDIS_URL. */
export const PROVIDER_WRITES = "provider-writes";

/** Tells every app process sharing the state that what it keeps from the provider may be stale. */
export function providerWritten(state: SharedState = sharedState()): Promise<number> {
  return state.bump(PROVIDER_WRITES);
}
