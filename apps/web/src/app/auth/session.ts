import { useSyncExternalStore } from 'react';
import { tokenStorage } from './tokenStorage';

// The signed-in session is the bearer token alone; who the user is comes from the API (`me`).
let token: string | null = tokenStorage.read();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const session = {
  token: () => token,
  start(newToken: string): void {
    tokenStorage.write(newToken);
    token = newToken;
    notify();
  },
  end(): void {
    tokenStorage.clear();
    token = null;
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * The server's first paint (firstPaint/renderFirstPaint) draws a page as the token's user sees it: the token
   * for that one synchronous render, and back. Nothing else runs in between, so no other render sees it.
   */
  serverRender(serverToken: string): () => void {
    const before = token;
    token = serverToken;
    return () => {
      token = before;
    };
  },
};

export function useSessionToken(): string | null {
  return useSyncExternalStore(session.subscribe, session.token, session.token);
}
