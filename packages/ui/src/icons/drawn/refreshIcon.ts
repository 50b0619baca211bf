import type { IconPath } from '../IconPath';

export const refreshIcon = 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7' as IconPath;
