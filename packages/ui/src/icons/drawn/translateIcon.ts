import type { IconPath } from '../IconPath';

export const translateIcon =
  'M3 5h10M8 3v2M5 5c1 4 4 7 8 8M11 5c-1 4-4 7-8 9M13 21l4-10l4 10M14.5 17h5' as IconPath;
