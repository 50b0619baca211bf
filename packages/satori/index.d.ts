// satori's own types: the patch changes what satori does inside, not its API.
export type { Font, FontStyle, FontWeight, Locale, SatoriNode, SatoriOptions } from 'satori';
export { default, init } from 'satori';
