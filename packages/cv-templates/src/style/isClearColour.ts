/**
 * Whether a CSS colour paints nothing: `transparent`, or a colour whose alpha is zero (#rgb0, #rrggbb00,
 * rgba/hsla with a zero alpha). A background made only of such colours can be left out of the markup.
 */
export function isClearColour(colour: string): boolean {
  const value = colour.trim().toLowerCase();
  if (value === 'transparent') return true;
  if (/^#(?:[\da-f]{3}0|[\da-f]{6}00)$/u.test(value)) return true;
  const args = /^(?:rgba?|hsla?)\((.*)\)$/u.exec(value)?.[1];
  const alpha = args?.split(/[\s,/]+/u).filter(Boolean)[3];
  return alpha !== undefined && Number.parseFloat(alpha) === 0;
}
