import type { IconPath } from '../IconPath';

export const reportIcon = 'M5 20V10M10 20V4M15 20v-7M20 20v-11' as IconPath;
