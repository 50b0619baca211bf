import { useSyncExternalStore } from 'react';
import { firstPaintCookies } from '../firstPaint/firstPaintCookies';
import { tokenStorage } from './tokenStorage';

// The signed-in session is the bearer token alone; who the user is comes from the API (`me`).
let token: string | null = tokenStorage.read();
// The server's first paint knows the session by a cookie (firstPaint/firstPaintCookies), kept equal to the token
// here: written at every start, so a sign-in from before the cookie existed, or one it outlived, has it again.
if (typeof document !== 'undefined') firstPaintCookies.session(token);
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const session = {
  token: () => token,
  start(newToken: string): void {
    tokenStorage.write(newToken);
    firstPaintCookies.session(newToken);
    token = newToken;
    notify();
  },
  end(): void {
    tokenStorage.clear();
    firstPaintCookies.session(null);
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
