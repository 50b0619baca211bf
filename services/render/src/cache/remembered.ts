import { LRUCache } from 'lru-cache';

/** A value worked out from a key, boxed: undefined and null are answers too, and lru-cache keeps neither. */
interface Kept<T> {
  value: T;
}

/** How much a cache holds: a number of keys, or a number of characters over all its keys (long path data). */
export type CacheLimit = { keys: number } | { keyCharacters: number };

/**
 * Values worked out from string keys and kept for the next page, the least recently used dropped first when the
 * limit is reached (lru-cache). Most of what the render passes work out recurs on every page and every CV of a
 * batch: a template's paths, colours, shadows and pictures, and the glyphs of its fonts.
 */
export function remembered<T>(limit: CacheLimit): (key: string, compute: (key: string) => T) => T {
  const cache =
    'keys' in limit
      ? new LRUCache<string, Kept<T>>({ max: limit.keys })
      : new LRUCache<string, Kept<T>>({
          maxSize: limit.keyCharacters,
          sizeCalculation: (_, key) => key.length + 1,
        });
  return (key, compute) => {
    const kept = cache.get(key);
    if (kept) return kept.value;
    const value = compute(key);
    // A copy of the key, not the slice of the page's SVG it may have been read from, which would keep the page alive.
    cache.set(Buffer.from(key).toString(), { value });
    return value;
  };
}
