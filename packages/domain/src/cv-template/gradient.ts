import { GRADIENT_TYPES, type Gradient } from './CvTemplateSettings';
import { readChoice, readColour } from './settingValues';

const DEGREE = /^-?\d+(?:\.\d+)?deg$/;
const STOP = /^\d+(?:\.\d+)?%$/;

/**
 * Reads a gradient string 'type_degree_from_fromStop_to_toStop'. Only a string of exactly six valid parts is
 * applied (spec 02 §2.4); anything else returns undefined so the default gradient stays.
 */
export function parseGradient(value: unknown): Gradient | undefined {
  if (value && typeof value === 'object') return parseGradient(formatGradientLike(value));
  if (typeof value !== 'string') return undefined;
  const parts = value.trim().split('_');
  if (parts.length !== 6) return undefined;
  const [rawType, degree = '', rawFrom, fromStop = '', rawTo, toStop = ''] = parts.map((part) => part.trim());
  const type = readChoice(rawType, GRADIENT_TYPES);
  const from = readColour(rawFrom);
  const to = readColour(rawTo);
  if (!type || !from || !to || !DEGREE.test(degree) || !STOP.test(fromStop) || !STOP.test(toStop)) {
    return undefined;
  }
  return { type, degree, from, fromStop, to, toStop };
}

export function formatGradient(gradient: Gradient): string {
  return [
    gradient.type,
    gradient.degree,
    gradient.from,
    gradient.fromStop,
    gradient.to,
    gradient.toStop,
  ].join('_');
}

function formatGradientLike(value: object): string | undefined {
  const record = value as Record<string, unknown>;
  const keys = ['type', 'degree', 'from', 'fromStop', 'to', 'toStop'];
  const parts = keys.map((key) => record[key]);
  return parts.every((part) => typeof part === 'string') ? parts.join('_') : undefined;
}
