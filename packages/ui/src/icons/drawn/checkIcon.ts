import type { IconPath } from '../IconPath';

export const checkIcon = 'M5 12l5 5l9-10' as IconPath;
