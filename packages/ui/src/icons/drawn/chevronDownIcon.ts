import type { IconPath } from '../IconPath';

export const chevronDownIcon = 'M5 9l7 7l7-7' as IconPath;
