import type { IconPath } from '../IconPath';

export const deleteIcon = 'M4 7h16M9 7V4h6v3M6 7l1 14h10l1-14' as IconPath;
