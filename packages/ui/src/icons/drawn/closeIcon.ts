import type { IconPath } from '../IconPath';

export const closeIcon = 'M6 6l12 12M18 6L6 18' as IconPath;
