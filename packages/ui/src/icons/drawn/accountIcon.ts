import type { IconPath } from '../IconPath';

export const accountIcon = 'M12 12a4 4 0 1 0 0-8a4 4 0 0 0 0 8zM4 21c0-4 3.6-7 8-7s8 3 8 7' as IconPath;
