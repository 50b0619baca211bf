import type { IconPath } from '../IconPath';

export const logoutIcon = 'M15 4h4v16h-4M10 8l-4 4l4 4M6 12h11' as IconPath;
