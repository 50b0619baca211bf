import type { IconPath } from '../IconPath';

export const searchIcon = 'M10.5 4a6.5 6.5 0 1 1 0 13a6.5 6.5 0 0 1 0-13zM15.5 15.5L21 21' as IconPath;
