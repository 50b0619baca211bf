import type { IconPath } from '../IconPath';

export const uploadIcon = 'M12 16V4M7 9l5-5l5 5M4 16v4h16v-4' as IconPath;
