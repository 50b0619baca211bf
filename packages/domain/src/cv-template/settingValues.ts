// Field-level readers for template settings. Each returns undefined for input it cannot read, so the caller
// falls back to the default for that one field and a bad value never reaches (or crashes) a render.

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(?:rgb|rgba|hsl|hsla)\(\s*[\d.\s,%/+-]+\)$/i;
// CSS named colours (and transparent); any other word is not a colour.
const NAMED = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue ' +
    'darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange ' +
    'darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise ' +
    'darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia ' +
    'gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ' +
    'ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue ' +
    'lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon ' +
    'mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue ' +
    'mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin ' +
    'navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen ' +
    'paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red ' +
    'rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue ' +
    'slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white ' +
    'whitesmoke yellow yellowgreen transparent '
  ).split(' '),
);

export function readColour(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const colour = value.trim();
  return HEX.test(colour) || FUNCTIONAL.test(colour) || NAMED.has(colour.toLowerCase()) ? colour : undefined;
}

function toNumber(value: unknown, parse: (text: string) => number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = parse(value.trim());
  return Number.isFinite(parsed) ? parsed : undefined;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Integers as the spec parses them: '12', '12px' and 12.7 all read as 12; out-of-range values are clamped. */
export function readInteger(value: unknown, min: number, max: number): number | undefined {
  const parsed = toNumber(value, (text) => Number.parseInt(text, 10));
  return parsed === undefined ? undefined : clamp(Math.trunc(parsed), min, max);
}

/** Decimals (opacities): '0.5' reads as 0.5, clamped to the range. */
export function readDecimal(value: unknown, min: number, max: number): number | undefined {
  const parsed = toNumber(value, (text) =>
    /^-?\d*\.?\d+$/.test(text) ? Number.parseFloat(text) : Number.NaN,
  );
  return parsed === undefined ? undefined : clamp(parsed, min, max);
}

export function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === '1' || text === 'on' || text === 'yes') return true;
  if (text === 'false' || text === '0' || text === 'off' || text === 'no') return false;
  return undefined;
}

export function readChoice<T extends string>(value: unknown, choices: readonly T[]): T | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  return choices.find((choice) => choice === text);
}

/** A CSS length for a photo box: a bare number means pixels; percentages and px are kept. */
export function readLength(value: unknown): string | undefined {
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 ? `${Math.round(value)}px` : undefined;
  if (typeof value !== 'string') return undefined;
  const match = /^(\d+(?:\.\d+)?)\s*(px|%)?$/i.exec(value.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  const unit = (match[2] ?? 'px').toLowerCase();
  if (unit === '%' && amount > 100) return undefined;
  return `${amount}${unit}`;
}

// A box-shadow is passed straight into a style; allow only the characters a shadow is made of.
const SHADOW = /^[\w\s.,()#%-]{1,120}$/;

export function readShadow(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || !SHADOW.test(text) || /url\s*\(/i.test(text)) return undefined;
  return text;
}

export function readText(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text.length <= maxLength ? text : undefined;
}
