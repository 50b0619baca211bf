import type { IconPath } from '../IconPath';

export const videoIcon = 'M3 6h13v12H3zM16 10l5-3v10l-5-3' as IconPath;
