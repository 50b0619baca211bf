// The bearer token lives in localStorage so a reload keeps the user signed in, and every request of the app
// sends it in its authorization header. A copy goes in a cookie only the /app pages' own loads carry, for the
// server's first paint of the employees lists (firstPaint/firstPaintCookies, kept equal by apollo/apolloClient);
// signing out or a "not authorized" answer removes both.
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
