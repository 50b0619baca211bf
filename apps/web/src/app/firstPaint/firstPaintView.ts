import type { Mode } from '@placement/ui';

/** How this browser shows the app (its stored language and mode), as the server needs it to draw a first paint. */
export interface FirstPaintView {
  language: string;
  mode: Mode;
}
