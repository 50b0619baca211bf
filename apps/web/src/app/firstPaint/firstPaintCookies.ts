import type { Mode } from '@placement/ui';

// Read by the API (services/api src/web/firstPaint.ts, which names the same cookies) when an /app page is
// loaded, to draw the employees lists' first screen before the app's code has run. Sent only with the /app
// pages' own loads and never from another site; the API accepts them for nothing else (every request of the
// app itself carries the bearer token in its authorization header).
const SESSION = 'placement_session';
const VIEW = 'placement_view';
// The token's own lifetime is checked by the API on every use; the cookie only has to outlive a working week.
const SESSION_SECONDS = 8 * 24 * 60 * 60;
const VIEW_SECONDS = 365 * 24 * 60 * 60;
/** The shell's desktop layout, the only one the server draws (shell/SignedInLayout). */
const WIDE = '(min-width: 900px)';

function write(name: string, value: string | null, seconds: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const lifetime = value === null ? 'Max-Age=0' : `Max-Age=${seconds}`;
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; Path=/app; SameSite=Strict; ${lifetime}${secure}`;
}

export const firstPaintCookies = {
  /** The signed-in token (or none after signing out), as auth/session holds it. */
  session(token: string | null): void {
    write(SESSION, token, SESSION_SECONDS);
  },
  /**
   * How this browser shows the app: its language and mode, kept only while the window is wide enough for the
   * desktop layout, so a phone is never sent a desktop first screen.
   */
  view(language: string, mode: Mode): void {
    const wide = typeof matchMedia === 'function' && matchMedia(WIDE).matches;
    write(VIEW, wide ? `${language}.${mode}` : null, VIEW_SECONDS);
  },
};
