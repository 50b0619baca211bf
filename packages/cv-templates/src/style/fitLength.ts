/**
 * A size setting ('240px', '100%') fitted into the room a layout has: pixels up to that room, percentages of
 * it. Anything unreadable takes the whole room. Keeps a generous setting from pushing a page past A4.
 */
export function fitLength(length: string, room: number): number {
  const match = /^(\d+(?:\.\d+)?)(px|%)$/.exec(length.trim());
  if (!match) return room;
  const amount = Number(match[1]);
  return Math.round(match[2] === '%' ? (room * Math.min(amount, 100)) / 100 : Math.min(amount, room));
}
