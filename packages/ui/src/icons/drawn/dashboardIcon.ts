import type { IconPath } from '../IconPath';

export const dashboardIcon = 'M4 4h7v9H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 15h7v5H4z' as IconPath;
