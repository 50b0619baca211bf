import { useSyncExternalStore } from 'react';

// How many GraphQL requests are under way: the shell dims the page while any is (spec 01 §2, Shell).
let count = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const pendingRequests = {
  start(): void {
    count += 1;
    notify();
  },
  finish(): void {
    count = Math.max(0, count - 1);
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isPending: () => count > 0,
};

export function useRequestPending(): boolean {
  return useSyncExternalStore(pendingRequests.subscribe, pendingRequests.isPending, () => false);
}
