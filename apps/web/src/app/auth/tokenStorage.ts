// The bearer token lives in localStorage so a reload keeps the user signed in; it is the only credential the
// browser keeps (no cookie), and signing out or an "not authorized" answer removes it.
const KEY = 'placement.token';

export const tokenStorage = {
  read(): string | null {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  write(token: string): void {
    localStorage.setItem(KEY, token);
  },
  clear(): void {
    localStorage.removeItem(KEY);
  },
};
