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

export function useSessionExpired(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => expired,
    () => false,
  );
}
