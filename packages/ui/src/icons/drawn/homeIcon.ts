import type { IconPath } from '../IconPath';

export const homeIcon = 'M3 11l9-8l9 8M5 9.5V21h14V9.5' as IconPath;
