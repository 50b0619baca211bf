/**
 * Values worked out from path data, kept by the data. Most paths of a page recur on the next one at the same place
 * (a template's labels, rules, boxes and icons; the same agency's name), and looking a path up costs a hash of its
 * data, where working a value out again costs a parse of it. Bounded by the characters of data kept as keys (a CV
 * page holds about 150 thousand): when full, it starts again empty.
 */
export class PathDataCache<T> {
  private readonly values = new Map<string, T>();
  private size = 0;

  constructor(private readonly limit = 4_000_000) {}

  get(d: string, compute: (d: string) => T): T {
    if (this.values.has(d)) return this.values.get(d) as T;
    const value = compute(d);
    if (this.size + d.length > this.limit) {
      this.values.clear();
      this.size = 0;
    }
    // A copy of the data, not the slice of the page's SVG it was read from, which would keep the whole page alive.
    this.values.set(Buffer.from(d).toString(), value);
    this.size += d.length;
    return value;
  }
}
