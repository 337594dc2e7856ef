import { useSyncExternalStore } from "react";

/** One flag for the whole shell: a call answered "session expired" (SPEC §8), so the dialog opens. */
let expired = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function signalSessionExpired() {
  if (expired) return;
  expired = true;
  emit();
}

export function dismissSessionExpired() {
  expired = false;
  emit();
}

/** Calls `listener` whenever the flag changes; returns the unsubscribe. */
export function subscribeSessionExpired(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isSessionExpired(): boolean {
  return expired;
}

export function useSessionExpired(): boolean {
  return useSyncExternalStore(subscribeSessionExpired, isSessionExpired, () => false);
}
