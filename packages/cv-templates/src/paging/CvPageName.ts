/**
 * A page of a CV: 1 is the personal page, 2 the passport scan, and `more-N` the N-th continuation page, which
 * prints what the personal page has no room for (they print between the two).
 */
export type CvPageName = 1 | 2 | `more-${number}`;
