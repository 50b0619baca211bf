import type { IconPath } from '../IconPath';

export const visaIcon = 'M3 6h18v12H3zM3 10h18M7 15h4' as IconPath;
