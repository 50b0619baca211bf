import type { IconPath } from '../IconPath';

export const chevronStartIcon = 'M15 5l-7 7l7 7' as IconPath;
