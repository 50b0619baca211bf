import type { IconPath } from '../IconPath';

export const chevronEndIcon = 'M9 5l7 7l-7 7' as IconPath;
