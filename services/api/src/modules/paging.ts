import { badInput } from '../errors';

/** The spec's "load all" is take 3000; nothing larger is served. */
export const MAX_TAKE = 3000;
export const DEFAULT_TAKE = 50;

export function paging(skip: number | null | undefined, take: number | null | undefined) {
  const s = skip ?? 0;
  const t = take ?? DEFAULT_TAKE;
  if (!Number.isInteger(s) || s < 0) throw badInput('skip', 'skip must be 0 or more');
  if (!Number.isInteger(t) || t < 1 || t > MAX_TAKE)
    throw badInput('take', `take must be between 1 and ${MAX_TAKE}`);
  return { skip: s, take: t };
}

/** A LIKE pattern that matches the text anywhere, with the user's % and _ taken literally. */
export const containsPattern = (searchText: string) =>
  `%${searchText
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
